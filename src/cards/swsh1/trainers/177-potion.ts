import { trainer } from '../../kit'
import { damagedPokemon, healOneOf } from '../../effects/healing'

/** swsh1-177. An Item: heal 30 from one of your Pokémon. */
export const POTION = trainer('item', {
  id: 'swsh1-177',
  name: 'Potion',
  text: 'Heal 30 damage from 1 of your Pokémon. You can play this only if one of your Pokémon has damage.',
  canPlay: (c) => damagedPokemon(c).length > 0,
  *play(c) {
    yield* healOneOf(c, damagedPokemon(c), 30)
  },
})
