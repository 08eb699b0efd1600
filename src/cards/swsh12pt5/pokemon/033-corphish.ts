import { attack, pokemon, weak } from '../../kit'

export const CORPHISH = pokemon({
  id: 'swsh12pt5-33',
  name: 'Corphish',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [attack('Water Gun', ['colorless'], 10), attack('Crabhammer', ['water', 'colorless', 'colorless'], 50)],
})
