import { trainer } from '../../kit'
import { drawUntilHandHas } from '../../effects/cards-in-hand'

/** ex1-89. A Supporter: draw until the hand holds 6 cards. */
export const PROFESSOR_BIRCH = trainer('supporter', {
  id: 'ex1-89',
  name: 'Professor Birch',
  text: 'Draw cards until you have 6 cards in your hand. You can play this only if you would draw at least 1 card.',
  // The hand still holds this card when canPlay is asked: 6 cards with it is 5 after it is played.
  canPlay: (c) => c.me.hand.length - 1 < 6 && c.me.deck.length > 0,
  play(c) {
    drawUntilHandHas(c, c.seat, 6)
  },
})
