import { attack, pokemon, weak } from '../../kit'

export const SEEDOT_77 = pokemon({
  id: 'ex2-77',
  name: 'Seedot',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [attack('Tackle', ['colorless'], 10)],
})
