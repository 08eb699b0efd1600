import { trainer } from '../../kit'
import { moveEnergyFromOpponentsPokemon, pokemonWithEnergy } from '../../effects/energy'

/** swsh1-184. A Supporter: an Energy from one of the opponent's Pokémon back into their hand. */
export const TEAM_YELL_GRUNT = trainer('supporter', {
  id: 'swsh1-184',
  name: 'Team Yell Grunt',
  text:
    "Choose an Energy attached to 1 of your opponent's Pokémon and put it into their hand. You can play this only if " +
    "your opponent's Pokémon have Energy attached.",
  canPlay: (c) => pokemonWithEnergy(c, c.opp).length > 0,
  *play(c) {
    yield* moveEnergyFromOpponentsPokemon(c, 'hand')
  },
})
