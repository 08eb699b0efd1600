/** EX Ruby & Sapphire Energy: the Special Energy ex1-93 … ex1-95 and basic Energy ex1-104 … ex1-109. */
import type { EnergyDef } from '../../engine'
import { basicEnergy, energy } from '../kit'

/**
 * ex1-93. The EX era's Darkness Energy (rules.md EX-5): it helps only a Darkness Pokémon or one with "Dark" in its
 * name, and has no drawback for the others. Each Darkness Energy adds its own 10.
 */
export const DARKNESS_ENERGY: EnergyDef = energy({
  id: 'ex1-93',
  name: 'Darkness Energy',
  basic: false,
  text:
    'Provides 1 Darkness Energy. If the Pokémon it is attached to is a Darkness Pokémon or has "Dark" in its name, ' +
    "its attacks do 10 more damage to your opponent's Active Pokémon (before Weakness and Resistance). It is not a " +
    'basic Energy card.',
  provides: [{ types: ['darkness'] }],
  hooks: {
    outgoingDamage: (h, d) => {
      if (!h.self || d.target.zone !== 'active' || d.target.seat === h.owner) return d.amount
      const helped = h.typesOf(h.self).includes('darkness') || h.pokemonAt(h.self).name.includes('Dark')
      return helped ? d.amount + 10 : d.amount
    },
  },
})

/**
 * ex1-94. The EX era's Metal Energy (rules.md EX-5): it protects only a Metal Pokémon, and no longer weakens the
 * attacks of the others.
 */
export const METAL_ENERGY: EnergyDef = energy({
  id: 'ex1-94',
  name: 'Metal Energy',
  basic: false,
  text:
    'Provides 1 Metal Energy. If the Pokémon it is attached to is a Metal Pokémon, damage done to it by attacks is ' +
    '10 less (after Weakness and Resistance). It is not a basic Energy card.',
  provides: [{ types: ['metal'] }],
  hooks: {
    incomingDamage: (h, d) =>
      d.fromAttack && h.self && h.typesOf(h.self).includes('metal') ? Math.max(0, d.amount - 10) : d.amount,
  },
})

/** ex1-95. Every type, 1 at a time; attaching it from the hand costs the Pokémon 1 damage counter. */
export const RAINBOW_ENERGY: EnergyDef = energy({
  id: 'ex1-95',
  name: 'Rainbow Energy',
  basic: false,
  text:
    'Provides 1 Energy of every type (but only 1 at a time). When you attach it from your hand to 1 of your ' +
    'Pokémon, put 1 damage counter on that Pokémon. It is not a basic Energy card.',
  provides: [{ types: 'any' }],
  onAttach(c) {
    if (c.self) c.putCounters(c.self, 1)
  },
})

export const ENERGY: EnergyDef[] = [
  DARKNESS_ENERGY,
  METAL_ENERGY,
  RAINBOW_ENERGY,
  basicEnergy('ex1-104', 'grass'),
  basicEnergy('ex1-105', 'fighting'),
  basicEnergy('ex1-106', 'water'),
  basicEnergy('ex1-107', 'psychic'),
  basicEnergy('ex1-108', 'fire'),
  basicEnergy('ex1-109', 'lightning'),
]
