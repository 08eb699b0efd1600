import { attack, pokemon, weak } from '../../kit'

export const TENTACOOL = pokemon({
  id: 'sv3pt5-72',
  name: 'Tentacool',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [attack('Tingle', ['water'], 10), attack('Watering', ['colorless', 'colorless'], 20)],
})
