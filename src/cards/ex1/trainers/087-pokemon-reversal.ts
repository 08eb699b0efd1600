import { trainer } from '../../kit'

/**
 * ex1-87. An Item: on heads, the opponent switches their Active Pokémon with 1 of their Benched Pokémon. As printed,
 * the opponent chooses which (docs/rulings/ex1-trainers-energy.md).
 */
export const POKEMON_REVERSAL = trainer('item', {
  id: 'ex1-87',
  name: 'Pokémon Reversal',
  text:
    'Flip a coin. If heads, your opponent switches their Active Pokémon with 1 of their Benched Pokémon (they ' +
    'choose which). You can play this only if they have a Benched Pokémon.',
  canPlay: (c) => c.benched(c.opp).length > 0,
  *play(c) {
    if (c.flip('Pokémon Reversal'))
      yield* c.switchActive(c.opp, c.opp, 'Switch your Active Pokémon with which Benched Pokémon?')
  },
})
