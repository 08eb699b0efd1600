import { trainer } from '../../kit'
import { moveEnergyFromOpponentsPokemon, pokemonWithEnergy } from '../../effects/energy'

/** ex1-80. An Item: on heads, discard an Energy card from one of the opponent's Pokémon. */
export const ENERGY_REMOVAL_2 = trainer('item', {
  id: 'ex1-80',
  name: 'Energy Removal 2',
  text:
    "Flip a coin. If heads, choose 1 Energy card attached to 1 of your opponent's Pokémon and discard it. You can " +
    'play this only if one of their Pokémon has Energy attached.',
  canPlay: (c) => pokemonWithEnergy(c, c.opp).length > 0,
  *play(c) {
    if (c.flip('Energy Removal 2')) yield* moveEnergyFromOpponentsPokemon(c, 'discard')
  },
})
