import { attack, pokemon, weak } from '../../kit'

export const KOFFING = pokemon({
  id: 'swsh2-112',
  name: 'Koffing',
  stage: 'basic',
  hp: 70,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Suffocating Gas', ['darkness'], 10)],
})
