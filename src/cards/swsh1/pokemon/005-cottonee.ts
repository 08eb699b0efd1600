import { attack, pokemon, weak } from '../../kit'

export const COTTONEE = pokemon({
  id: 'swsh1-5',
  name: 'Cottonee',
  stage: 'basic',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [attack('Attach', ['colorless'], 10)],
})
