import { energy } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'
import { searchDeckToBench } from '../../effects/cards-in-hand'

/** swsh2-171. Special Energy: Colorless; attached from the hand, it fetches a Basic Pokémon onto the Bench. */
export const CAPTURE_ENERGY = energy({
  id: 'swsh2-171',
  name: 'Capture Energy',
  basic: false,
  text:
    'Provides 1 Colorless Energy. When you attach it from your hand to a Pokémon, search your deck for a Basic ' +
    'Pokémon and put it onto your Bench (if there is room), then shuffle your deck.',
  provides: [{ types: ['colorless'] }],
  *onAttach(c) {
    yield* searchDeckToBench(c, 1, isBasicPokemon, 'Choose a Basic Pokémon to put onto your Bench')
  },
})
