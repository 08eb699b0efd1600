import { trainer } from '../../kit'
import { isPokemonCard } from '../../effects/card-kinds'

/** swsh2-164. An Item: on heads, a Pokémon from the deck into the hand. */
export const POKE_BALL = trainer('item', {
  id: 'swsh2-164',
  name: 'Poké Ball',
  text: 'Flip a coin. If heads, search your deck for a Pokémon, show it to your opponent and put it into your hand, then shuffle your deck.',
  *play(c) {
    if (!c.flip('Poké Ball')) return
    yield* c.searchDeck({ text: 'Choose a Pokémon to put into your hand', filter: isPokemonCard, max: 1 })
  },
})
