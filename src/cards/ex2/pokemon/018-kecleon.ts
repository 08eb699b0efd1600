import type { EnergyType } from '../../../engine'
import { isBasicEnergy } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

/**
 * ex2-18. Energy Variation (Poké-Body): Kecleon's types are those of the basic Energy cards attached to it, every one
 * of them (Fire and Water attached: a Fire and Water Pokémon); with none it keeps its printed Colorless (`Hooks.types`).
 */
export const KECLEON = pokemon({
  id: 'ex2-18',
  name: 'Kecleon',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Energy Variation',
      exKind: 'poke-body',
      text: 'Kecleon is every type of basic Energy card attached to it (while none is attached, it is Colorless).',
      hooks: {
        types: (h, types) => {
          if (!h.self) return types
          const attached = new Set<EnergyType>()
          for (const uid of h.energyOn(h.self)) {
            const d = h.def(uid)
            if (!isBasicEnergy(d)) continue
            for (const u of d.provides) if (u.types !== 'any') for (const t of u.types) attached.add(t)
          }
          return attached.size > 0 ? [...attached] : types
        },
      },
    },
  ],
  attacks: [
    attack('Double Scratch', ['colorless', 'colorless'], 20, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 20 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
