import { attack, pokemon, weak } from '../../kit'

export const TANGELA = pokemon({
  id: 'swsh12pt5-4',
  name: 'Tangela',
  stage: 'basic',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [attack('Beat', ['colorless'], 10), attack('Vine Whip', ['grass', 'grass', 'colorless'], 60)],
})
