import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const EXEGGCUTE = pokemon({
  id: 'sv3pt5-102',
  name: 'Exeggcute',
  stage: 'basic',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Ball Roll', ['colorless', 'colorless'], 30, {
      damageSuffix: '×',
      text: 'Keep flipping a coin until it comes up tails. This attack does 30 damage per heads.',
      effect: perHeads('until-tails'),
    }),
  ],
})
