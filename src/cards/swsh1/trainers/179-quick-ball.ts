import { trainer } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'
import { otherCardsInHand } from '../../effects/cards-in-hand'

/** swsh1-179. An Item: discard a card from the hand to search the deck for a Basic Pokémon. */
export const QUICK_BALL = trainer('item', {
  id: 'swsh1-179',
  name: 'Quick Ball',
  text:
    'Discard another card from your hand. Then search your deck for a Basic Pokémon, show it to your opponent and ' +
    'put it into your hand, then shuffle your deck. You can play this only if you have another card to discard.',
  canPlay: (c) => otherCardsInHand(c).length > 0,
  *play(c) {
    const cost = yield* c.chooseCards(c.me.hand, { text: 'Choose a card to discard', min: 1, max: 1 })
    c.discard(cost)
    yield* c.searchDeck({ text: 'Choose a Basic Pokémon to put into your hand', filter: isBasicPokemon, max: 1 })
  },
})
