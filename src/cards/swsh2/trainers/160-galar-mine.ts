import { trainer } from '../../kit'

/** swsh2-160. A Stadium: retreating costs both Active Pokémon 2 more Energy. */
export const GALAR_MINE = trainer('stadium', {
  id: 'swsh2-160',
  name: 'Galar Mine',
  text: "While it is in play, each player's Active Pokémon has a Retreat Cost of 2 Colorless Energy more.",
  hooks: {
    // Retreat Cost is only ever asked of the Active Pokémon (the one retreating).
    retreatCost: (_h, cost) => cost + 2,
  },
})
