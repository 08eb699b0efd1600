import { energy } from '../../kit'
import { isPokemonVOrGX } from '../../effects/card-kinds'

const ONE_COLORLESS = [{ types: ['colorless' as const] }]

/** swsh2-174. Special Energy: 2 Colorless, but only 1 on a Pokémon V or Pokémon-GX. */
export const TWIN_ENERGY = energy({
  id: 'swsh2-174',
  name: 'Twin Energy',
  basic: false,
  text: 'Provides 2 Colorless Energy, or only 1 Colorless Energy while it is attached to a Pokémon V or a Pokémon-GX.',
  provides: [{ types: ['colorless'] }, { types: ['colorless'] }],
  hooks: {
    // The hook sees every Energy on its Pokémon: it changes only this card (h.card).
    energyProvides: (h, uid, provides) =>
      uid === h.card && h.self && isPokemonVOrGX(h.pokemonAt(h.self)) ? ONE_COLORLESS : provides,
  },
})
