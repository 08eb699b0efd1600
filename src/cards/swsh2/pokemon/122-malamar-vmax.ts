import { attack, pokemon, weak } from '../../kit'
import { revealOpponentsHand } from '../../effects/cards-in-hand'

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
      *effect(c) {
        c.dealDamage()
        const hand = revealOpponentsHand(c, 'Max Jammer')
        const [uid] = yield* c.chooseCards(hand, {
          text: "Max Jammer: put which card on the bottom of your opponent's deck?",
          min: 1,
          max: 1,
        })
        if (uid !== undefined) c.moveTo(uid, 'deck', 'bottom')
      },
    }),
  ],
})
