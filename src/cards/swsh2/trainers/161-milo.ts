import { trainer } from '../../kit'
import { otherCardsInHand } from '../../effects/cards-in-hand'

/** swsh2-161. A Supporter: discard 1 or 2 cards, draw 2 for each. */
export const MILO = trainer('supporter', {
  id: 'swsh2-161',
  name: 'Milo',
  text:
    'Discard 1 or 2 other cards from your hand, then draw 2 cards for each card you discarded. You can play this only ' +
    'if you have another card in your hand.',
  canPlay: (c) => otherCardsInHand(c).length >= 1,
  *play(c) {
    const gone = yield* c.chooseCards(c.me.hand, {
      text: 'Discard up to 2 cards from your hand (you draw 2 for each)',
      min: 1,
      max: 2,
    })
    c.discard(gone)
    c.draw(2 * gone.length)
  },
})
