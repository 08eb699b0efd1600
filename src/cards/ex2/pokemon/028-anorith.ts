import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const ANORITH_28 = pokemon({
  id: 'ex2-28',
  name: 'Anorith',
  stage: 'stage1',
  evolvesFrom: 'Claw Fossil',
  hp: 80,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Slash', ['fighting'], 20),
    attack('Double Scratch', ['colorless', 'colorless', 'colorless'], 40, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 40 damage times the number of heads.',
      effect: perHeads(2),
    }),
  ],
})
