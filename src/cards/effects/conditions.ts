/**
 * Card building blocks for Special Conditions on the opponent's Active (Defending) Pokémon, shared by every set.
 * The attack's damage comes first, then the condition (rules.md ATK-f, B-12).
 */
import type { Effect, EnergyType, SpecialCondition } from '../../engine'
import { typeName } from './energy'

/**
 * "Your opponent's Active Pokémon is now Confused and Poisoned." / "The Defending Pokémon is now Asleep." (after the
 * attack's damage; every condition listed, in order)
 */
export function defendingIsNow(...conds: SpecialCondition[]): Effect {
  return (c) => {
    c.dealDamage()
    for (const cond of conds) c.condition(c.defending, cond)
  }
}

/**
 * "Flip a coin. If heads, your opponent's Active Pokémon (the Defending Pokémon) is now Paralyzed." The coin is
 * flipped before the damage is dealt.
 */
export function ifHeadsDefendingIsNow(cond: SpecialCondition): Effect {
  return (c) => {
    const heads = c.flip()
    c.dealDamage()
    if (heads) c.condition(c.defending, cond)
  }
}

/**
 * "You may discard a <type> Energy card attached to <this Pokémon>. If you do, the Defending Pokémon is now
 * <condition>." (EX Sandstorm's Seviper, Quilava, Sableye: after the attack's damage; no question without such a card)
 */
export function mayDiscardEnergyForCondition(type: EnergyType, cond: SpecialCondition): Effect {
  return function* (c) {
    c.dealDamage()
    if (c.energyOfType(c.self, type).length === 0) return
    const name = c.src.attack?.name ?? 'Attack'
    const self = c.pokemonAt(c.self).name
    if (!(yield* c.yesNo(`${name}: discard a ${typeName(type)} Energy card from ${self} for ${condName(cond)}?`)))
      return
    yield* c.discardEnergy(c.self, 1, { type })
    c.condition(c.defending, cond)
  }
}

const condName = (cond: SpecialCondition): string =>
  ({ asleep: 'Sleep', burned: 'a Burn', confused: 'Confusion', paralyzed: 'Paralysis', poisoned: 'Poison' })[cond]

/**
 * "Each Defending Pokémon is now Poisoned." Both of the opponent's Active Pokémon in a 2-on-2 Battle (seed 003
 * Appendix A "Attack!": such attacks "will affect both of the Defending Pokémon"), the one in 1-on-1; after the
 * attack's damage.
 */
export function eachDefendingIsNow(cond: SpecialCondition): Effect {
  return (c) => {
    c.dealDamage()
    for (const ref of c.eachDefending) c.condition(ref, cond)
  }
}

/** "Flip a coin. If heads, each Defending Pokémon is now Paralyzed." One coin for all of them, before the damage. */
export function ifHeadsEachDefendingIsNow(cond: SpecialCondition): Effect {
  return (c) => {
    const heads = c.flip()
    c.dealDamage()
    if (heads) for (const ref of c.eachDefending) c.condition(ref, cond)
  }
}
