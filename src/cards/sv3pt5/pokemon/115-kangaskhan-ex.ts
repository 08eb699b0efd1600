import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const KANGASKHAN_EX = pokemon({
  id: 'sv3pt5-115',
  name: 'Kangaskhan ex',
  stage: 'basic',
  ruleBox: 'ex',
  hp: 230,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Triple Draw', ['colorless'], 0, {
      text: 'You draw 3 cards.',
      effect(c) {
        c.draw(3)
      },
    }),
    attack('Incessant Punching', ['colorless', 'colorless', 'colorless'], 100, {
      damageSuffix: '×',
      text: 'Flip 4 coins: 100 damage for each heads.',
      effect: perHeads(4),
    }),
  ],
})
