import { classicTrainer } from '../../kit'
import { moveEnergyFromOpponentsPokemon, pokemonWithEnergy } from '../../effects/energy'

/** base1-79 */
export const SUPER_ENERGY_REMOVAL = classicTrainer({
  id: 'base1-79',
  name: 'Super Energy Removal',
  text:
    "Discard 1 Energy card attached to one of your Pokémon. Then choose one of your opponent's Pokémon and discard 1 or 2 " +
    'Energy cards attached to it. You can play this only if one of your Pokémon and one of theirs have Energy attached.',
  canPlay: (c) => pokemonWithEnergy(c).length > 0 && pokemonWithEnergy(c, c.opp).length > 0,
  *play(c) {
    const mine = yield* c.chooseSlot(pokemonWithEnergy(c), {
      text: 'Choose one of your Pokémon to discard an Energy card from',
    })
    if (!mine) return
    const cost = yield* c.chooseCards(c.energyOn(mine), {
      text: 'Choose the Energy card to discard',
      min: 1,
      max: 1,
      publicOptions: true,
    })
    c.discard(cost)
    const theirs = yield* c.chooseSlot(pokemonWithEnergy(c, c.opp), { text: "Choose one of your opponent's Pokémon" })
    if (!theirs) return
    const picks = yield* c.chooseCards(c.energyOn(theirs), {
      text: 'Choose up to 2 Energy cards to discard',
      min: 1,
      max: 2,
      publicOptions: true,
    })
    c.discard(picks)
  },
})

/** base1-92 */
export const ENERGY_REMOVAL = classicTrainer({
  id: 'base1-92',
  name: 'Energy Removal',
  text: "Choose 1 Energy card attached to one of your opponent's Pokémon and discard it. You can play this only if they have one.",
  canPlay: (c) => pokemonWithEnergy(c, c.opp).length > 0,
  *play(c) {
    yield* moveEnergyFromOpponentsPokemon(c, 'discard')
  },
})
