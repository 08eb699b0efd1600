import { attack, pokemon, resist, weak } from '../../kit'

export const DROWZEE = pokemon({
  id: 'sv3pt5-96',
  name: 'Drowzee',
  stage: 'basic',
  hp: 80,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 2,
  attacks: [attack('Zen Headbutt', ['psychic', 'colorless'], 30)],
})
