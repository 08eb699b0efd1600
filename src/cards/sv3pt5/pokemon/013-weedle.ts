import { attack, pokemon, weak } from '../../kit'

export const WEEDLE = pokemon({
  id: 'sv3pt5-13',
  name: 'Weedle',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [attack('Ram', ['grass'], 10), attack('Bug Bite', ['colorless', 'colorless'], 20)],
})
