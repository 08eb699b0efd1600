/**
 * Card building blocks for damage beyond the attack's own: to itself, to the Bench, "more damage if …", and damage
 * counters. A block used as an attack's `effect` deals the attack's damage first (rules.md ATK-f, B-12).
 */
import type { CardReads, Effect, EffectCtx, PokemonDef, Proc, SlotRef, SpecialCondition } from '../../engine'
import { isPokemonV, sameRef } from '../../engine'

/** "This Pokémon also does `self` damage to itself." (after the attack's damage) */
export function alsoDamagesItself(self: number): Effect {
  return (c) => {
    c.dealDamage()
    c.selfDamage(self)
  }
}

/**
 * "This attack also does `amount` damage to each of your opponent's Benched Pokémon. (Don't apply Weakness and
 * Resistance for Benched Pokémon.)" (after the attack's damage)
 */
export function alsoDamagesOpponentsBench(amount: number): Effect {
  return (c) => {
    c.dealDamage()
    for (const ref of c.benched(c.opp)) c.benchDamage(ref, amount)
  }
}

/**
 * "This attack also does `amount` damage to `n` of your opponent's Benched Pokémon. (Don't apply Weakness and
 * Resistance for Benched Pokémon.)" The attacking player chooses them, one at a time; all of them when fewer.
 */
export function alsoDamagesBenched(n: number, amount: number): Effect {
  return function* (c) {
    const chosen: SlotRef[] = []
    for (let i = 0; i < n; i++) {
      const left = c.benched(c.opp).filter((r) => !chosen.some((x) => sameRef(x, r)))
      const target = yield* c.chooseSlot(left, {
        text: `${c.src.attack?.name ?? 'Attack'}: ${amount} damage to which Benched Pokémon?`,
      })
      if (!target) break
      chosen.push(target)
    }
    c.dealDamage()
    for (const r of chosen) c.benchDamage(r, amount)
  }
}

/** "If <name> is on your Bench, this attack does `more` more damage." */
export function moreDamageIfOnBench(name: string, more: number): Effect {
  return (c) => {
    if (c.benched(c.seat).some((r) => c.pokemonAt(r).name === name)) c.damage += more
  }
}

/** "This attack's damage isn't affected by Resistance." */
export const ignoringResistance: Effect = (c) => {
  c.dealDamage(c.damage, c.defending, { resistance: false })
}

/** "This attack's damage isn't affected by any effects on your opponent's Active Pokémon." */
export const unaffectedByEffectsOnDefending: Effect = (c) => {
  c.dealDamage(c.damage, c.defending, { targetEffects: false })
}

/**
 * "This attack's damage isn't affected by Weakness or Resistance, or by any effects on your opponent's Active
 * Pokémon."
 */
export const unaffectedByWeaknessResistanceOrEffects: Effect = (c) => {
  c.dealDamage(c.damage, c.defending, { weaknessResistance: false, targetEffects: false })
}

/** "If you played <trainer> from your hand during this turn, this attack does `more` more damage." */
export function moreDamageIfPlayedThisTurn(trainer: string, more: number): Effect {
  return (c) => {
    c.dealDamage(c.damage + (c.playedThisTurn(trainer) ? more : 0))
  }
}

/** A Pokémon ex (incl. Tera) or a Pokémon V (V, VSTAR, VMAX, V-UNION): what "Pokémon ex or Pokémon V" means. */
export const isExOrV = (d: PokemonDef): boolean => d.ruleBox === 'ex' || d.ruleBox === 'tera-ex' || isPokemonV(d)

/**
 * "If your opponent's Active Pokémon is a Pokémon ex or Pokémon V, this attack does `more` more damage." The damage
 * is dealt by the attack's usual resolution.
 */
export function moreDamageAgainstExOrV(more: number): Effect {
  return (c) => {
    if (isExOrV(c.pokemonAt(c.defending))) c.damage += more
  }
}

/**
 * "If your opponent's Active Pokémon is <what `is` tells: a Basic Pokémon, a Pokémon V, a Pokémon VMAX…>, this attack
 * does `more` more damage." (read before the attack's damage, which the attack's usual resolution deals)
 */
export function moreDamageIfOpponentsActiveIs(is: (d: PokemonDef) => boolean, more: number): Effect {
  return (c) => {
    if (c.exists(c.defending) && is(c.pokemonAt(c.defending))) c.damage += more
  }
}

/**
 * "This attack does `more` more damage for each <what `count` counts>." (`count` is read as the attack resolves; the
 * damage is dealt by the attack's usual resolution, so a copy of the attack behaves the same.)
 */
export function moreDamageForEach(more: number, count: (c: EffectCtx) => number): Effect {
  return (c) => {
    c.damage += more * count(c)
  }
}

/**
 * "If your opponent's Active Pokémon is Poisoned, this attack does `more` more damage." (read before the attack's
 * damage is dealt; any Special Condition)
 */
export function moreDamageIfDefendingIs(cond: SpecialCondition, more: number): Effect {
  return (c) => {
    if (c.hasCondition(c.defending, cond)) c.damage += more
  }
}

/** The number of damage counters on a Pokémon ("for each damage counter on …"); none on a Pokémon no longer there. */
export const damageCountersOn = (c: CardReads, ref: SlotRef): number =>
  c.exists(ref) ? Math.floor(c.damageOn(ref) / 10) : 0

/**
 * "If your opponent's Active Pokémon already has any damage counters on it, this attack does `more` more damage."
 * (read before the attack's damage is dealt)
 */
export function moreDamageIfDefendingDamaged(more: number): Effect {
  return (c) => {
    if (c.damageOn(c.defending) > 0) c.damage += more
  }
}

/**
 * "This attack also does `amount` damage to 1 of your opponent's Benched Pokémon. (Don't apply Weakness and
 * Resistance for Benched Pokémon.)" (after the attack's damage; nothing with an empty Bench)
 */
export function alsoDamagesOneOfOpponentsBenched(amount: number): Effect {
  return function* (c) {
    c.dealDamage()
    const to = yield* c.chooseSlot(c.benched(c.opp), { text: `Do ${amount} damage to which Benched Pokémon?` })
    if (to) c.benchDamage(to, amount)
  }
}

/**
 * "This attack does `amount` damage to 1 of your opponent's Pokémon." / "… to 2 of your opponent's Pokémon. (Don't
 * apply Weakness and Resistance for Benched Pokémon.)" The attacking player chooses `n` different Pokémon, Active or
 * Benched (all of them when fewer), then each takes the damage: Weakness and Resistance only for the Active one.
 */
export function* damageToOpponentsPokemon(c: EffectCtx, amount: number, n = 1): Proc<void> {
  const name = c.src.attack?.name ?? 'Attack'
  const chosen: SlotRef[] = []
  for (let i = 0; i < n; i++) {
    const left = c.allPokemon(c.opp).filter((r) => !chosen.some((x) => sameRef(x, r)))
    const text =
      n === 1
        ? `${name}: do ${amount} damage to which Pokémon?`
        : `${name}: do ${amount} damage to which Pokémon (${i + 1} of ${n})?`
    const target = yield* c.chooseSlot(left, { text })
    if (!target) break
    chosen.push(target)
  }
  for (const r of chosen) c.dealDamage(amount, r)
}

/**
 * "Put `n` damage counters on your opponent's Pokémon (or Benched Pokémon) in any way you like": one counter at a
 * time, the attacking player choosing among `targets` (read again before each counter, so a Pokémon that left play is
 * not offered). `what` names the attack or Ability in the question.
 */
export function* putCountersAnyWay(
  c: EffectCtx,
  n: number,
  targets: (c: EffectCtx) => SlotRef[],
  what: string,
): Proc<void> {
  for (let i = 0; i < n; i++) {
    const target = yield* c.chooseSlot(targets(c), {
      text: `${what}: put damage counter ${i + 1} of ${n} on which Pokémon?`,
    })
    if (!target) return
    c.putCounters(target, 1)
  }
}

/** "Put 1 damage counter on your opponent's Active Pokémon for each Pokémon in your discard pile." */
export const countersForEachPokemonInDiscard: Effect = (c) => {
  const n = c.cardsIn(c.seat, 'discard', (d) => d.kind === 'pokemon').length
  if (n > 0) c.putCounters(c.defending, n)
}

/**
 * "If your opponent has 3 or fewer Prize cards remaining (left), this attack does `more` more damage." (read as the
 * attack resolves; dealt by the attack's usual resolution)
 */
export function moreDamageIfOpponentHasPrizesLeft(atMost: number, more: number): Effect {
  return (c) => {
    if (c.them.prizes.length <= atMost) c.damage += more
  }
}

/**
 * "This attack does `amount` damage to each of your opponent's Pokémon. (Don't apply Weakness and Resistance for
 * Benched Pokémon.)" (the Defending Pokémon first, through the usual pipeline, then in a 2-on-2 Battle the other
 * Active, also with Weakness and Resistance; then each Benched one)
 */
export function damagesEachOfOpponentsPokemon(amount: number): Effect {
  return (c) => {
    c.dealDamage(amount)
    for (const ref of c.activePokemon(c.opp)) if (!sameRef(ref, c.defending)) c.dealDamage(amount, ref)
    for (const ref of c.benched(c.opp)) c.benchDamage(ref, amount)
  }
}

/**
 * "If this Pokémon has any damage counters on it, this attack does `more` more damage." (read before the attack's
 * damage is dealt; the damage is dealt by the attack's usual resolution)
 */
export function moreDamageIfThisDamaged(more: number): Effect {
  return (c) => {
    if (c.damageOn(c.self) > 0) c.damage += more
  }
}

/**
 * "Choose 1 of your opponent's Pokémon. This attack does `amount` damage to that Pokémon. This attack's damage isn't
 * affected by Weakness, Resistance, Poké-Powers, Poké-Bodies, or any other effects on that Pokémon." (EX Sandstorm's
 * Feint Attack: Cacturne, Shiftry)
 */
export function damageToOpponentsPokemonUnaffected(amount: number): Effect {
  return function* (c) {
    const name = c.src.attack?.name ?? 'Attack'
    const target = yield* c.chooseSlot(c.allPokemon(c.opp), { text: `${name}: do ${amount} damage to which Pokémon?` })
    if (target) c.dealDamage(amount, target, { weaknessResistance: false, targetEffects: false })
  }
}
