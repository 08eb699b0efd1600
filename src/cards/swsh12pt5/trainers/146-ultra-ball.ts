import { trainer } from '../../kit'
import { isPokemonCard } from '../../effects/card-kinds'
import { otherCardsInHand } from '../../effects/cards-in-hand'

/** swsh12pt5-146. An Item: discard 2 cards from the hand to search the deck for any Pokémon. */
export const ULTRA_BALL = trainer('item', {
  id: 'swsh12pt5-146',
  name: 'Ultra Ball',
  text:
    'Discard 2 other cards from your hand. Then search your deck for a Pokémon, show it to your opponent and put it ' +
    'into your hand, then shuffle your deck. You can play this only if you have 2 other cards to discard.',
  canPlay: (c) => otherCardsInHand(c).length >= 2,
  *play(c) {
    const cost = yield* c.chooseCards(c.me.hand, { text: 'Choose 2 cards to discard', min: 2, max: 2 })
    c.discard(cost)
    yield* c.searchDeck({ text: 'Choose a Pokémon to put into your hand', filter: isPokemonCard, max: 1 })
  },
})
