import { trainer } from '../../kit'
import { isSupporter } from '../../effects/card-kinds'
import { putFromDiscardIntoDeck } from '../../effects/discard-pile'

/** swsh1-172. An Item: up to 2 Supporters from the discard pile back into the deck. */
export const PAL_PAD = trainer('item', {
  id: 'swsh1-172',
  name: 'Pal Pad',
  text:
    'Shuffle 1 or 2 Supporter cards from your discard pile into your deck. You can play this only if there is a ' +
    'Supporter card in your discard pile.',
  canPlay: (c) => c.cardsIn(c.seat, 'discard', (d, u) => isSupporter(d) && c.mayPutFromDiscardIntoDeck(u)).length > 0,
  *play(c) {
    yield* putFromDiscardIntoDeck(c, isSupporter, 2, 'Choose up to 2 Supporter cards to shuffle into your deck')
    c.shuffleDeck()
  },
})
