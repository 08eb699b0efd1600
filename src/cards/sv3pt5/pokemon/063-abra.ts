import { attack, pokemon, resist, weak } from '../../kit'

export const ABRA = pokemon({
  id: 'sv3pt5-63',
  name: 'Abra',
  stage: 'basic',
  hp: 50,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [attack('Psyshot', ['psychic'], 20)],
})
