import { trainer } from '../../kit'

/** sv3pt5-155. A Pokémon Tool: a Stage 2 Pokémon holding it retreats for free. */
export const BIG_AIR_BALLOON = trainer('tool', {
  id: 'sv3pt5-155',
  name: 'Big Air Balloon',
  text: 'While this is attached to a Stage 2 Pokémon, that Pokémon has no Retreat Cost. It does nothing for other Pokémon.',
  hooks: {
    retreatCost: (h, cost) => (h.self && h.pokemonAt(h.self).stage === 'stage2' ? 0 : cost),
  },
})
