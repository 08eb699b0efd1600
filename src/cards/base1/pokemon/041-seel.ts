import { attack, pokemon, weak } from '../../kit'

export const SEEL = pokemon({
  id: 'base1-41',
  name: 'Seel',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [attack('Headbutt', ['water'], 10)],
})
