import { attack, pokemon, resist, weak } from '../../kit'

export const GASTLY = pokemon({
  id: 'sv3pt5-92',
  name: 'Gastly',
  stage: 'basic',
  hp: 50,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [attack('Suffocating Gas', ['psychic'], 20)],
})
