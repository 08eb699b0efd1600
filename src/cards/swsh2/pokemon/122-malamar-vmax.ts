import { attack, pokemon, weak } from '../../kit'
import { putCardFromOpponentsHandOnBottom } from '../../effects/cards-in-hand'

export const MALAMAR_VMAX = pokemon({
  id: 'swsh2-122',
  name: 'Malamar VMAX',
  stage: 'vmax',
  evolvesFrom: 'Malamar V',
  hp: 310,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 2,
  ruleBox: 'VMAX',
  attacks: [
    attack('Max Jammer', ['darkness', 'darkness', 'colorless'], 180, {
      text: 'Your opponent shows you their hand; choose a card from it and put it on the bottom of their deck.',
      effect: putCardFromOpponentsHandOnBottom('Max Jammer'),
    }),
  ],
})
