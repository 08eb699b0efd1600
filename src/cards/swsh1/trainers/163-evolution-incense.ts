import { trainer } from '../../kit'
import { isEvolutionPokemon } from '../../effects/card-kinds'

/** swsh1-163. An Item: an Evolution Pokémon (Stage 1, Stage 2, VMAX …) from the deck. */
export const EVOLUTION_INCENSE = trainer('item', {
  id: 'swsh1-163',
  name: 'Evolution Incense',
  text:
    'Search your deck for an Evolution Pokémon (a Pokémon that evolves from another), show it to your opponent and put ' +
    'it into your hand, then shuffle your deck. You can play this only if your deck has cards.',
  canPlay: (c) => c.me.deck.length > 0,
  *play(c) {
    yield* c.searchDeck({
      text: 'Choose an Evolution Pokémon to put into your hand',
      filter: isEvolutionPokemon,
      max: 1,
    })
  },
})
