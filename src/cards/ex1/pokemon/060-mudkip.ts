import { perHeads } from '../../effects/coins'
import { attack, pokemon, weak } from '../../kit'

/** ex1-60. Mudkip (the Sapphire theme deck's). */
export const MUDKIP_60 = pokemon({
  id: 'ex1-60',
  name: 'Mudkip',
  stage: 'basic',
  hp: 50,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Pound', ['colorless'], 10),
    attack('Fury Swipes', ['colorless', 'colorless'], 10, {
      damageSuffix: '×',
      text: 'Flip 3 coins. This attack does 10 damage for each heads.',
      effect: perHeads(3),
    }),
  ],
})
