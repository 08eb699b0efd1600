import { attack, pokemon, weak } from '../../kit'

export const CHINCHOU_67 = pokemon({
  id: 'swsh1-67',
  name: 'Chinchou',
  stage: 'basic',
  hp: 70,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Gentle Slap', ['colorless', 'colorless'], 30)],
})
