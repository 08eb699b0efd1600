import { trainer } from '../../kit'
import { damagedPokemon, healOneOf } from '../../effects/healing'

/** ex1-91. An Item: remove 2 damage counters (1 if it has only 1) from 1 of your Pokémon. */
export const POTION = trainer('item', {
  id: 'ex1-91',
  name: 'Potion',
  text:
    'Remove 2 damage counters from 1 of your Pokémon (1 if it has only 1). You can play this only if one of your ' +
    'Pokémon has damage counters on it.',
  canPlay: (c) => damagedPokemon(c).length > 0,
  *play(c) {
    yield* healOneOf(c, damagedPokemon(c), 20, 'Remove 2 damage counters from which of your Pokémon?')
  },
})
