import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { RAIN_DISH } from '../bodies'

export const LOMBRE_45 = pokemon({
  id: 'ex2-45',
  name: 'Lombre',
  stage: 'stage1',
  evolvesFrom: 'Lotad',
  hp: 60,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  abilities: [RAIN_DISH],
  attacks: [
    attack('Double Scratch', ['water', 'colorless'], 30, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 30 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
