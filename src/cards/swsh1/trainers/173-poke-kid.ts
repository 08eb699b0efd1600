import { trainer } from '../../kit'
import { isPokemonCard } from '../../effects/card-kinds'

/** swsh1-173. A Supporter: any Pokémon from the deck. */
export const POKE_KID = trainer('supporter', {
  id: 'swsh1-173',
  name: 'Poké Kid',
  text:
    'Search your deck for a Pokémon, show it to your opponent and put it into your hand, then shuffle your deck. ' +
    'You can play this only if your deck has cards.',
  canPlay: (c) => c.me.deck.length > 0,
  *play(c) {
    yield* c.searchDeck({ text: 'Choose a Pokémon to put into your hand', filter: isPokemonCard, max: 1 })
  },
})
