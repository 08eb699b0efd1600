/** Card building blocks for healing, shared by every set. */
import type { Effect, EffectCtx, Proc, SlotRef } from '../../engine'

/** "Heal `amount` damage from this Pokémon." (after the attack's damage) */
export function healThis(amount: number): Effect {
  return (c) => {
    c.dealDamage()
    c.heal(c.self, amount)
  }
}

/** "Remove all damage counters from this Pokémon." (an attack that does no damage) */
export const removeAllDamageFromThis: Effect = (c) => {
  c.heal(c.self, c.damageOn(c.self))
}

/** The seat's Pokémon in play with damage on them (what "heal … from 1 of your Pokémon" may choose). */
export const damagedPokemon = (c: EffectCtx, seat = c.seat): SlotRef[] =>
  c.allPokemon(seat).filter((r) => c.damageOn(r) > 0)

/** "Heal `amount` damage from 1 of your Pokémon." (after the attack's damage; nothing when none is damaged) */
export function healOneOfYourPokemon(amount: number): Effect {
  return function* (c) {
    c.dealDamage()
    const to = yield* c.chooseSlot(damagedPokemon(c), { text: `Heal ${amount} damage from which of your Pokémon?` })
    if (to) c.heal(to, amount)
  }
}

/**
 * "Heal `amount` damage from 1 of your Pokémon" among `targets` (the player chooses one). Returns the Pokémon chosen
 * and the damage healed, or null when there was none to choose.
 */
export function* healOneOf(
  c: EffectCtx,
  targets: readonly SlotRef[],
  amount: number,
  text = 'Choose the Pokémon to heal',
): Proc<{ ref: SlotRef; healed: number } | null> {
  const ref = yield* c.chooseSlot(targets, { text })
  if (!ref) return null
  return { ref, healed: c.heal(ref, amount) }
}

/** "Heal `amount` damage from each of your Pokémon." (after the attack's damage, if any) */
export function healEachOfYours(amount: number): Effect {
  return (c) => {
    c.dealDamage()
    for (const ref of c.allPokemon(c.seat)) c.heal(ref, amount)
  }
}
