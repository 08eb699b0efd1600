import { trainer } from '../../kit'

/** swsh1-156. A Pokémon Tool: its Pokémon's Retreat Cost is 2 less. */
export const AIR_BALLOON = trainer('tool', {
  id: 'swsh1-156',
  name: 'Air Balloon',
  text: 'The Pokémon this is attached to has a Retreat Cost 2 Colorless Energy lower (never below 0).',
  hooks: {
    retreatCost: (_h, cost) => cost - 2,
  },
})
