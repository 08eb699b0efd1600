import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const GROOKEY_10 = pokemon({
  id: 'swsh1-10',
  name: 'Grookey',
  stage: 'basic',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Fury Swipes', ['colorless'], 10, {
      damageSuffix: '×',
      text: 'Flip 3 coins. Does 10 damage for each heads.',
      effect: perHeads(3),
    }),
  ],
})
