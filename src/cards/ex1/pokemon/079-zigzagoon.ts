import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

/** ex1-79. Zigzagoon (Fury Swipes). */
export const ZIGZAGOON = pokemon({
  id: 'ex1-79',
  name: 'Zigzagoon',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Fury Swipes', ['colorless'], 10, {
      damageSuffix: '×',
      text: 'Flip 3 coins. This attack does 10 damage for each heads.',
      effect: perHeads(3),
    }),
  ],
})
