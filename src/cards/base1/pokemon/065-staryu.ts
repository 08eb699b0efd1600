import { attack, pokemon, weak } from '../../kit'

export const STARYU = pokemon({
  id: 'base1-65',
  name: 'Staryu',
  stage: 'basic',
  hp: 40,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [attack('Slap', ['water'], 20)],
})
