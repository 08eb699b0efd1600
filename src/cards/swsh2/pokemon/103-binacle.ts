import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const BINACLE = pokemon({
  id: 'swsh2-103',
  name: 'Binacle',
  stage: 'basic',
  hp: 80,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Dual Chop', ['fighting', 'colorless', 'colorless'], 50, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 50 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
