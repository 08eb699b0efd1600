import { isBasicEnergy } from '../../../engine'
import { trainer } from '../../kit'

/** swsh1-161. An Item: a basic Energy card from the deck. */
export const ENERGY_SEARCH = trainer('item', {
  id: 'swsh1-161',
  name: 'Energy Search',
  text:
    'Search your deck for a basic Energy card, show it to your opponent and put it into your hand, then shuffle your ' +
    'deck. You can play this only if your deck has cards.',
  canPlay: (c) => c.me.deck.length > 0,
  *play(c) {
    yield* c.searchDeck({ text: 'Choose a basic Energy card to put into your hand', filter: isBasicEnergy, max: 1 })
  },
})
