import { attack, pokemon, weak } from '../../kit'

export const SOBBLE_54 = pokemon({
  id: 'swsh1-54',
  name: 'Sobble',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [attack('Water Gun', ['water'], 20)],
})
