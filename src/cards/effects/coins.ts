/**
 * Card building blocks about coin flips, shared by every set (one signature each, so a card reads like its text).
 * A block used as an attack's `effect` flips first, then deals the attack's damage, then applies the rest (the order
 * both eras print: rules.md ATK-f, B-12).
 */
import type { Effect } from '../../engine'

/**
 * "Flip `coins` coins (or until you get tails). This attack does <its printed damage> for each heads." The damage
 * is dealt by the attack's usual resolution, so a copy of the attack (Metronome) behaves the same.
 */
export function perHeads(coins: number | 'until-tails'): Effect {
  return (c) => {
    c.damage *= coins === 'until-tails' ? c.flipUntilTails() : c.flips(coins)
  }
}

/** "Flip a coin. If heads, this attack does `more` more damage." */
export function ifHeadsMoreDamage(more: number): Effect {
  return (c) => {
    c.dealDamage(c.damage + (c.flip() ? more : 0))
  }
}

/** "Flip `coins` coins. This attack does <its printed damage> plus `more` more damage for each heads." */
export function moreDamageForEachHeads(coins: number, more: number): Effect {
  return (c) => {
    c.dealDamage(c.damage + more * c.flips(coins))
  }
}

/**
 * "Flip a coin. If heads, this attack does `more` more damage. If tails, this Pokémon does `self` damage to
 * itself."
 */
export function ifHeadsMoreDamageElseDamagesItself(more: number, self: number): Effect {
  return (c) => {
    const heads = c.flip()
    c.dealDamage(c.damage + (heads ? more : 0))
    if (!heads) c.selfDamage(self)
  }
}

/** "Flip a coin. If tails, this Pokémon does `self` damage to itself." (after the attack's damage) */
export function ifTailsDamagesItself(self: number): Effect {
  return (c) => {
    const heads = c.flip()
    c.dealDamage()
    if (!heads) c.selfDamage(self)
  }
}

/** "Flip a coin. If tails, this attack does nothing." (heads: the attack's damage and the rest as usual) */
export const ifTailsDoesNothing: Effect = (c) => {
  if (!c.flip()) c.cancelled = true
}

/** "Flip a coin until you get tails. This attack does `more` more damage for each heads." */
export function moreDamageForEachHeadsUntilTails(more: number): Effect {
  return (c) => {
    c.damage += more * c.flipUntilTails()
  }
}
