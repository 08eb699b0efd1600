import { attack, pokemon, weak } from '../../kit'

export const SNOM = pokemon({
  id: 'swsh1-63',
  name: 'Snom',
  stage: 'basic',
  hp: 50,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 1,
  attacks: [attack('Ram', ['colorless'], 10)],
})
