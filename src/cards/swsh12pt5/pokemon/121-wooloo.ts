import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const WOOLOO = pokemon({
  id: 'swsh12pt5-121',
  name: 'Wooloo',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Rolling Rollout', ['colorless'], 30, {
      damageSuffix: '×',
      text: 'Flip a coin until you get tails. This attack does 30 damage for each heads.',
      effect: perHeads('until-tails'),
    }),
  ],
})
