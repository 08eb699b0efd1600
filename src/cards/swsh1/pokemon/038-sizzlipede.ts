import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const SIZZLIPEDE_38 = pokemon({
  id: 'swsh1-38',
  name: 'Sizzlipede',
  stage: 'basic',
  hp: 70,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Relentless Flames', ['fire', 'colorless'], 40, {
      damageSuffix: '×',
      text: 'Flip a coin until you get tails. Does 40 damage for each heads.',
      effect: perHeads('until-tails'),
    }),
  ],
})
