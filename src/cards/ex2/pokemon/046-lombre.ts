import { pokemon, weak } from '../../kit'
import { FURY_SWIPES, surprise } from '../attacks'

export const LOMBRE_46 = pokemon({
  id: 'ex2-46',
  name: 'Lombre',
  stage: 'stage1',
  evolvesFrom: 'Lotad',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [surprise(10), FURY_SWIPES],
})
