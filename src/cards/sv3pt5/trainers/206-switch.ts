import { trainer } from '../../kit'

/** sv3pt5-206. An Item (a reprint of Switch from outside the set, defined here under this print's id). */
export const SWITCH = trainer('item', {
  id: 'sv3pt5-206',
  name: 'Switch',
  text: 'Switch your Active Pokémon with 1 of your Benched Pokémon. You can play this only if you have a Benched Pokémon.',
  canPlay: (c) => c.benched(c.seat).length > 0,
  *play(c) {
    yield* c.switchActive(c.seat)
  },
})
