import { attack, pokemon, weak } from '../../kit'

export const GOLDEEN_45 = pokemon({
  id: 'swsh1-45',
  name: 'Goldeen',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [attack('Horn Attack', ['colorless'], 10)],
})
