import { isBasicEnergy } from '../../../engine'
import { trainer } from '../../kit'
import { searchDeckForDifferentTypes } from '../../effects/cards-in-hand'

/** ex1-83. A Supporter: up to 3 basic Energy cards of different types from the deck. */
export const LADY_OUTING = trainer('supporter', {
  id: 'ex1-83',
  name: 'Lady Outing',
  text:
    'Search your deck for up to 3 basic Energy cards of different types, show them to your opponent and put them ' +
    'into your hand, then shuffle your deck. You can play this only if your deck has cards.',
  canPlay: (c) => c.me.deck.length > 0,
  *play(c) {
    yield* searchDeckForDifferentTypes(c, 3, isBasicEnergy, 'Choose a basic Energy card')
  },
})
