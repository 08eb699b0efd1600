import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const PURRLOIN = pokemon({
  id: 'swsh12pt5-77',
  name: 'Purrloin',
  stage: 'basic',
  hp: 60,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Fury Swipes', ['colorless'], 10, {
      damageSuffix: '×',
      text: 'Flip 3 coins: 10 damage for each heads.',
      effect: perHeads(3),
    }),
  ],
})
