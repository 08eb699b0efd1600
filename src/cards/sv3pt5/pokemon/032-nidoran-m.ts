import { attack, pokemon, weak } from '../../kit'

export const NIDORAN_M = pokemon({
  id: 'sv3pt5-32',
  name: 'Nidoran ♂',
  stage: 'basic',
  hp: 60,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Horn Attack', ['darkness'], 20)],
})
