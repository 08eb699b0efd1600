import { trainer } from '../../kit'
import { otherCardsInHand, revealOpponentsHand } from '../../effects/cards-in-hand'

/** swsh2-163. A Supporter: discard 2 cards to put a Trainer from the opponent's hand on the bottom of their deck. */
export const OLEANA = trainer('supporter', {
  id: 'swsh2-163',
  name: 'Oleana',
  text:
    'Discard 2 other cards from your hand. Then your opponent shows you their hand; if there is a Trainer card in it, ' +
    'choose one and put it on the bottom of their deck. You can play this only if you have 2 other cards to discard.',
  canPlay: (c) => otherCardsInHand(c).length >= 2,
  *play(c) {
    const cost = yield* c.chooseCards(c.me.hand, { text: 'Choose 2 cards to discard', min: 2, max: 2 })
    c.discard(cost)
    const hand = revealOpponentsHand(c, 'Oleana')
    const trainers = hand.filter((u) => c.def(u).kind === 'trainer')
    const [pick] = yield* c.chooseCards(trainers, {
      text: "Choose a Trainer card from your opponent's hand to put on the bottom of their deck",
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (pick !== undefined) c.moveTo(pick, 'deck', 'bottom')
  },
})
