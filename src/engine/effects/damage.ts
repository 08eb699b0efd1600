/**
 * The damage pipeline of rules.md 1.8 as one fixed sequence, so no card can get the order wrong:
 * base → attacker modifiers (DMG-2, stop at 0) → Weakness (DMG-3) → Resistance (DMG-4) → defender modifiers
 * (DMG-5) → counters, none if ≤ 0 (DMG-6). Weakness and Resistance only apply to the Active (DMG-7); a dual-type
 * attacker applies Weakness first, then Resistance (DMG-8).
 */
import type { SlotRef } from '../model/types'
import type { Table } from '../table/table'
import type { DamageInfo } from '../api/card'

export interface DamageOptions {
  /** Apply Weakness and Resistance (default: only when the target is an Active Pokémon). */
  applyWeakness?: boolean
  applyResistance?: boolean
  /** Damage from an attack (hooks about "damage from attacks" apply). */
  fromAttack: boolean
  attackName?: string
  /** The printed base damage was 0/absent (DMG-2 stop rule); base here may already include "+" text. */
  printedZero?: boolean
  /**
   * "This attack's damage isn't affected by any effects on your opponent's Active Pokémon": the target's own hooks
   * (its card and Abilities, attached cards, markers on it or its player, other Pokémon's hooks that reach it) are
   * skipped, and its printed Weakness and Resistance are used. Table-wide effects (the Stadium) still apply.
   */
  ignoreTargetEffects?: boolean
}

export function computeDamage(
  t: Table,
  attacker: SlotRef | null,
  target: SlotRef,
  base: number,
  opts: DamageOptions,
): number {
  const d: DamageInfo = { attacker, target, amount: base, fromAttack: opts.fromAttack, attackName: opts.attackName }
  // DMG-2 attacker-side modifiers (era row 23: classic1999 applies them after Weakness and Resistance)
  if (!t.rules.weaknessBeforeAttackerModifiers) attackerModifiers(t, attacker, d)
  if (base <= 0 || (opts.printedZero && t.rules.zeroBaseStops)) return 0
  // Tera Pokémon ex on the Bench take no damage from attacks (rules.md §3, "Tera Pokémon ex").
  if (opts.fromAttack && target.zone === 'bench' && t.pokemon(t.mustSlot(target)).ruleBox === 'tera-ex') return 0
  // Defender modifiers that the card says apply before Weakness/Resistance
  const own = !opts.ignoreTargetEffects
  if (own)
    for (const [h, hc] of t.hooksWith('incomingDamageBeforeWR', target))
      if (h.incomingDamageBeforeWR) d.amount = h.incomingDamageBeforeWR(hc, d)
  const isActive = target.zone === 'active'
  // DMG-3/4: Weakness and Resistance are the Defending Pokémon's, so the opponent's Active only (never the attacker's
  // own side; Confusion's classic self-damage asks for them explicitly).
  const defending = isActive && (!attacker || target.seat !== attacker.seat)
  if (attacker && (opts.applyWeakness ?? defending)) {
    const types = t.types(attacker)
    for (const w of own ? t.weakness(target) : (t.pokemon(t.mustSlot(target)).weakness ?? [])) {
      if (types.includes(w.type)) {
        d.amount = applyMod(d.amount, w.op, w.value ?? (w.op === '×' ? t.rules.weaknessDefault : 0))
        break
      }
    }
  }
  if (attacker && (opts.applyResistance ?? defending)) {
    const types = t.types(attacker)
    for (const r of own ? t.resistance(target) : (t.pokemon(t.mustSlot(target)).resistance ?? [])) {
      if (types.includes(r.type)) {
        d.amount = applyMod(d.amount, r.op, r.value ?? t.rules.resistanceDefault)
        break
      }
    }
  }
  if (t.rules.weaknessBeforeAttackerModifiers) attackerModifiers(t, attacker, d)
  // Attacker-side modifiers that the card says apply after Weakness/Resistance, to the Defending Pokémon only
  if (attacker && isActive && target.seat !== attacker.seat) {
    for (const [h, hc] of t.hooksWith('outgoingDamageAfterWR', attacker))
      if (h.outgoingDamageAfterWR) d.amount = h.outgoingDamageAfterWR(hc, d)
  }
  // DMG-5 defender-side modifiers
  if (t.mayHaveHook('incomingDamage')) {
    for (const [h, hc] of [...(own ? t.hooksFor(target) : []), ...t.globalHooks()]) {
      if (h.incomingDamage) d.amount = h.incomingDamage(hc, d)
    }
  }
  // DMG-5 from other Pokémon in play onto this one (othersIncomingDamage: "all of your Pokémon take 30 less damage").
  if (own && t.mayHaveHook('othersIncomingDamage')) {
    const slot = t.mustSlot(target)
    for (const holder of t.allInPlay()) {
      if (holder.slot === slot) continue
      for (const [h, hc] of t.hooksFor(holder.ref, false))
        if (h.othersIncomingDamage) d.amount = h.othersIncomingDamage(hc, d)
    }
  }
  if (own) for (const [h, hc] of t.hooksWith('preventDamage', target)) if (h.preventDamage?.(hc, d)) return 0
  // "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage." Only damage that
  // would be done is flipped for.
  if (own && d.amount > 0 && t.mayHaveHook('preventDamageOnHeads'))
    for (const [h, hc] of t.hooksFor(target)) if (h.preventDamageOnHeads?.(hc, d) && hc.flip('prevent damage')) return 0
  return Math.max(0, d.amount)
}

/** DMG-2: the attacker's own and table-wide outgoingDamage hooks. */
function attackerModifiers(t: Table, attacker: SlotRef | null, d: DamageInfo): void {
  if (!attacker) return
  if (t.mayHaveHook('outgoingDamage')) {
    for (const [h, hc] of [...t.hooksFor(attacker), ...t.globalHooks()]) {
      if (h.outgoingDamage && (hc.self === null ? true : hc.self === attacker || sameSlot(hc.self, attacker))) {
        d.amount = h.outgoingDamage(hc, d)
      }
    }
  }
  // Other Pokémon in play whose hooks reach this attacker's attacks (othersOutgoingDamage).
  if (t.mayHaveHook('othersOutgoingDamage')) {
    for (const { ref } of t.allInPlay()) {
      if (sameSlot(ref, attacker)) continue
      for (const [h, hc] of t.hooksFor(ref, false)) if (h.othersOutgoingDamage) d.amount = h.othersOutgoingDamage(hc, d)
    }
  }
}

function applyMod(amount: number, op: '×' | '-' | '+', value: number): number {
  if (op === '×') return amount * value
  if (op === '+') return amount + value
  return amount - value
}

function sameSlot(a: SlotRef, b: SlotRef): boolean {
  return a.seat === b.seat && a.zone === b.zone && (a.zone === 'active' || (b.zone === 'bench' && a.index === b.index))
}
