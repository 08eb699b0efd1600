import { topEntry } from '../../effects/powers'
import { attack, pokemon, weak } from '../../kit'

export const LUXIO = pokemon({
  id: 'swsh2-61',
  name: 'Luxio',
  stage: 'stage1',
  evolvesFrom: 'Shinx',
  hp: 90,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [topEntry],
  attacks: [attack('Zap Kick', ['lightning'], 30)],
})
