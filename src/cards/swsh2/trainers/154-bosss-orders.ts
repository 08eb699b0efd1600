import { trainer } from '../../kit'

/** swsh2-154. A Supporter: bring one of the opponent's Benched Pokémon into their Active Spot. */
export const BOSSS_ORDERS = trainer('supporter', {
  id: 'swsh2-154',
  name: "Boss's Orders",
  text:
    "Choose 1 of your opponent's Benched Pokémon and switch it with their Active Pokémon. You can play this only if " +
    'they have a Benched Pokémon.',
  canPlay: (c) => c.benched(c.opp).length > 0,
  *play(c) {
    yield* c.switchActive(c.opp, c.seat, "Choose 1 of your opponent's Benched Pokémon to become their Active Pokémon")
  },
})
