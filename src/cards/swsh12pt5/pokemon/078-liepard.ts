import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const LIEPARD = pokemon({
  id: 'swsh12pt5-78',
  name: 'Liepard',
  stage: 'stage1',
  evolvesFrom: 'Purrloin',
  hp: 100,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Fury Swipes', ['colorless', 'colorless'], 40, {
      damageSuffix: '×',
      text: 'Flip 3 coins: 40 damage for each heads.',
      effect: perHeads(3),
    }),
    attack('Claw Slash', ['darkness', 'darkness', 'colorless'], 110),
  ],
})
