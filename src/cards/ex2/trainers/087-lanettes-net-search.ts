import { trainer } from '../../kit'
import { isBabyPokemon, isBasicPokemon } from '../../effects/card-kinds'
import { searchDeckForDifferentTypes } from '../../effects/cards-in-hand'

/** ex2-87. A Supporter: up to 3 Basic Pokémon of different types (no Baby Pokémon) from the deck into the hand. */
export const LANETTES_NET_SEARCH = trainer('supporter', {
  id: 'ex2-87',
  name: "Lanette's Net Search",
  text:
    'Search your deck for up to 3 Basic Pokémon cards of different types (not Baby Pokémon), show them to your ' +
    'opponent and put them into your hand. Shuffle your deck afterward.',
  *play(c) {
    yield* searchDeckForDifferentTypes(
      c,
      3,
      (d) => isBasicPokemon(d) && !isBabyPokemon(d),
      "Lanette's Net Search: choose a Basic Pokémon",
    )
  },
})
