import { trainer } from '../../kit'
import { moveEnergyFromOpponentsPokemon, pokemonWithEnergy } from '../../effects/energy'

/** swsh1-159. An Item: on heads, discard an Energy from one of the opponent's Pokémon. */
export const CRUSHING_HAMMER = trainer('item', {
  id: 'swsh1-159',
  name: 'Crushing Hammer',
  text:
    "Flip a coin. If heads, choose 1 of your opponent's Pokémon and discard an Energy attached to it. " +
    "You can play this only if your opponent's Pokémon have Energy attached.",
  canPlay: (c) => pokemonWithEnergy(c, c.opp).length > 0,
  *play(c) {
    if (c.flip('Crushing Hammer')) yield* moveEnergyFromOpponentsPokemon(c, 'discard')
  },
})
