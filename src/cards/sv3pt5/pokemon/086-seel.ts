import { attack, pokemon, weak } from '../../kit'

export const SEEL = pokemon({
  id: 'sv3pt5-86',
  name: 'Seel',
  stage: 'basic',
  hp: 80,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [attack('Chilly', ['water'], 20)],
})
