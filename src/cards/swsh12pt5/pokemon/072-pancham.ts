import { attack, pokemon, weak } from '../../kit'

export const PANCHAM = pokemon({
  id: 'swsh12pt5-72',
  name: 'Pancham',
  stage: 'basic',
  hp: 70,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [attack('Chop', ['colorless', 'colorless'], 30)],
})
