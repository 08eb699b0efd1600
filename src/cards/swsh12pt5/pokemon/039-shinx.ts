import { attack, pokemon, weak } from '../../kit'

export const SHINX = pokemon({
  id: 'swsh12pt5-39',
  name: 'Shinx',
  stage: 'basic',
  tags: ['Rapid Strike'],
  hp: 60,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Rear Kick', ['lightning'], 20)],
})
