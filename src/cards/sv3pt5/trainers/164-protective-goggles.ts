import { trainer } from '../../kit'

/** sv3pt5-164. A Pokémon Tool: a Basic Pokémon holding it has no Weakness. */
export const PROTECTIVE_GOGGLES = trainer('tool', {
  id: 'sv3pt5-164',
  name: 'Protective Goggles',
  text: 'While this is attached to a Basic Pokémon, that Pokémon has no Weakness. It does nothing for Evolved Pokémon.',
  hooks: {
    weakness: (h, w) => (h.self && h.pokemonAt(h.self).stage === 'basic' ? [] : w),
  },
})
