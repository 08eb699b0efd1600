import { attack, pokemon, weak } from '../../kit'

export const GRUBBIN = pokemon({
  id: 'swsh2-16',
  name: 'Grubbin',
  stage: 'basic',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [attack('Gnaw', ['colorless'], 10)],
})
