/** EX Sandstorm's Special Energy ex2-93 (the set prints no basic Energy: its decks use EX Ruby & Sapphire's). */
import type { EnergyDef } from '../../engine'
import { energy } from '../kit'

/**
 * ex2-93 Multi Energy: one Energy of any type, but only Colorless while another Special Energy card is attached to
 * the same Pokémon (read as a lasting condition, whatever was attached first: docs/rulings/ex2-trainers-energy.md).
 */
export const MULTI_ENERGY: EnergyDef = energy({
  id: 'ex2-93',
  name: 'Multi Energy',
  basic: false,
  text:
    'Provides 1 Energy of every type (only one Energy at a time). While the Pokémon it is attached to also has ' +
    'another Special Energy card attached, it provides 1 Colorless Energy instead.',
  provides: [{ types: 'any' }],
  hooks: {
    energyProvides: (h, uid, provides) => {
      if (uid !== h.card || !h.self) return provides
      const otherSpecial = h.energyOn(h.self).some((u) => {
        const d = h.def(u)
        return u !== uid && d.kind === 'energy' && !d.basic
      })
      return otherSpecial ? [{ types: ['colorless'] }] : provides
    },
  },
})

export const ENERGY: EnergyDef[] = [MULTI_ENERGY]
