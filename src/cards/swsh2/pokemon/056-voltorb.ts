import { perHeads } from '../../effects/coins'
import { attack, pokemon, weak } from '../../kit'

export const VOLTORB = pokemon({
  id: 'swsh2-56',
  name: 'Voltorb',
  stage: 'basic',
  hp: 50,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Continuous Tumble', ['colorless'], 20, {
      damageSuffix: '×',
      text: 'Flip a coin until you get tails: 20 damage for each heads.',
      effect: perHeads('until-tails'),
    }),
  ],
})
