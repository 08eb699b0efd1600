import { attack, pokemon, weak } from '../../kit'

export const SOBBLE_55 = pokemon({
  id: 'swsh1-55',
  name: 'Sobble',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [attack('Pound', ['colorless'], 10), attack('Water Gun', ['water', 'colorless'], 20)],
})
