/**
 * Card building blocks for Special Conditions on the opponent's Active (Defending) Pokémon, shared by every set.
 * The attack's damage comes first, then the condition (rules.md ATK-f, B-12).
 */
import type { Effect, SpecialCondition } from '../../engine'

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
