import { trainer } from '../../kit'

/** swsh1-175. An Item: on heads, one of the opponent's Benched Pokémon becomes their Active. */
export const POKEMON_CATCHER = trainer('item', {
  id: 'swsh1-175',
  name: 'Pokémon Catcher',
  text:
    "Flip a coin. If heads, choose 1 of your opponent's Benched Pokémon and switch it with their Active Pokémon. " +
    'You can play this only if your opponent has a Benched Pokémon.',
  canPlay: (c) => c.benched(c.opp).length > 0,
  *play(c) {
    if (!c.flip('Pokémon Catcher')) return
    yield* c.switchActive(c.opp, c.seat, "Choose one of your opponent's Benched Pokémon to become their Active Pokémon")
  },
})
