import { trainer } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

/** swsh2-156. An Item: up to 2 Water Energy cards from the deck into the hand. */
export const CAPACIOUS_BUCKET = trainer('item', {
  id: 'swsh2-156',
  name: 'Capacious Bucket',
  text: 'Search your deck for up to 2 basic Water Energy cards, show them to your opponent and put them into your hand. Then shuffle your deck.',
  *play(c) {
    yield* c.searchDeck({
      text: 'Choose up to 2 Water Energy cards to put into your hand',
      filter: (d) => isBasicEnergyOf(d, 'water'),
      max: 2,
    })
  },
})
