import { attack, pokemon, weak } from '../../kit'

export const BALTOY_101 = pokemon({
  id: 'swsh1-101',
  name: 'Baltoy',
  stage: 'basic',
  hp: 70,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [attack('Beam', ['colorless'], 10), attack('Sand Spray', ['fighting', 'fighting'], 30)],
})
