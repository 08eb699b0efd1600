/**
 * The damage pipeline of rules.md 1.8 as one fixed sequence, so no card can get the order wrong:
 * base → attacker modifiers (DMG-2, stop at 0) → Weakness (DMG-3) → Resistance (DMG-4) → defender modifiers
 * (DMG-5) → counters, none if ≤ 0 (DMG-6). Weakness and Resistance only apply to the Active (DMG-7); a dual-type
 * attacker applies Weakness first, then Resistance (DMG-8). Classic 1999 (B-12, era row 23) moves every attacker
 * modifier after Weakness and Resistance, the attack's own "+"/"−" text included (`attackText`).
 */
import { sameRef, type SlotRef } from '../model/types'
import type { DamageSource, DamageStep } from '../model/events'
import type { Table } from '../table/table'
import type { DamageInfo, HookActCtx, Hooks } from '../api/card'

/**
 * What `computeDamage` found out on the way (when the caller asks): each step that changed the damage, and what made
 * it nothing (`preventedBy`: the effect, or null for a rule), so the log and the table can say how damage came about.
 */
export interface DamageTrace {
  steps: DamageStep[]
  preventedBy?: DamageSource | null
}

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
   * The attack's own "+"/"−" text (Karate Chop's "minus 10 for each damage counter"), when the rule set applies it
   * after Weakness and Resistance (`weaknessBeforeAttackerModifiers`, B-12); `base` is then the printed damage alone.
   * Otherwise the caller leaves it out and `base` already includes it.
   */
  attackText?: number
  /**
   * "This attack's damage isn't affected by any effects on your opponent's Active Pokémon": the target's own hooks
   * (its card and Abilities, attached cards, markers on it or its player, other Pokémon's hooks that reach it) are
   * skipped, and its printed Weakness and Resistance are used. Table-wide effects (the Stadium) still apply.
   */
  ignoreTargetEffects?: boolean
  /** Filled with the steps that changed the damage (issue 20: the log explains damage). */
  trace?: DamageTrace
}

export function computeDamage(
  t: Table,
  attacker: SlotRef | null,
  target: SlotRef,
  base: number,
  opts: DamageOptions,
): number {
  const d: DamageInfo = { attacker, target, amount: base, fromAttack: opts.fromAttack, attackName: opts.attackName }
  const trace = opts.trace
  let last = base
  // Records a step when it changed the damage (only when the caller traces).
  const step = (kind: DamageStep['kind'], by?: DamageSource) => {
    if (trace && d.amount !== last) trace.steps.push(by ? { kind, after: d.amount, by } : { kind, after: d.amount })
    last = d.amount
  }
  const by = (h: Hooks, hc: HookActCtx) => (trace ? damageSource(t, h, hc) : undefined)
  const prevented = (src: DamageSource | null | undefined) => {
    if (trace) trace.preventedBy = src ?? null
    return 0
  }
  // DMG-2 attacker-side modifiers (era row 23: classic1999 applies them after Weakness and Resistance)
  if (!t.rules.weaknessBeforeAttackerModifiers)
    attackerModifiers(t, attacker, d, (h, hc) => step('attacker', by(h, hc)))
  if (base <= 0 || (opts.printedZero && t.rules.zeroBaseStops)) return 0
  // Tera Pokémon ex on the Bench take no damage from attacks (rules.md §3, "Tera Pokémon ex").
  if (opts.fromAttack && target.zone === 'bench' && t.pokemon(t.mustSlot(target)).ruleBox === 'tera-ex')
    return prevented(null)
  const own = !opts.ignoreTargetEffects
  // Hooks of the other Pokémon in play that reach this one (none when the target's effects are ignored).
  const fromOthers = (name: 'othersIncomingDamageBeforeWR' | 'othersIncomingDamage') => {
    if (!own || !t.mayHaveHook(name)) return
    const slot = t.mustSlot(target)
    for (const holder of t.allInPlay()) {
      if (holder.slot === slot) continue
      for (const [h, hc] of t.hooksFor(holder.ref, false))
        if (h[name]) {
          d.amount = h[name](hc, d)
          step('defender', by(h, hc))
        }
    }
  }
  // Defender modifiers that the card says apply before Weakness/Resistance: the target's own, then other Pokémon's
  // ("damage done to your Pokémon … is reduced by 10 (before applying Weakness and Resistance)").
  if (own)
    for (const [h, hc] of t.hooksWith('incomingDamageBeforeWR', target))
      if (h.incomingDamageBeforeWR) {
        d.amount = h.incomingDamageBeforeWR(hc, d)
        step('defender', by(h, hc))
      }
  fromOthers('othersIncomingDamageBeforeWR')
  const isActive = target.zone === 'active'
  // DMG-3/4: Weakness and Resistance are the Defending Pokémon's, so the opponent's Active only (never the attacker's
  // own side; Confusion's classic self-damage asks for them explicitly), and only for an attack's damage ([001] "If
  // the attack does damage, your opponent's Active Pokémon takes more damage if it has Weakness"): not an Ability's.
  const defending = opts.fromAttack && isActive && (!attacker || target.seat !== attacker.seat)
  if (attacker && (opts.applyWeakness ?? defending)) {
    const types = t.types(attacker)
    for (const w of own ? t.weakness(target) : (t.pokemon(t.mustSlot(target)).weakness ?? [])) {
      if (types.includes(w.type)) {
        d.amount = applyMod(d.amount, w.op, w.value ?? (w.op === '×' ? t.rules.weaknessDefault : 0))
        step('weakness')
        break
      }
    }
  }
  if (attacker && (opts.applyResistance ?? defending)) {
    const types = t.types(attacker)
    for (const r of own ? t.resistance(target) : (t.pokemon(t.mustSlot(target)).resistance ?? [])) {
      if (types.includes(r.type)) {
        d.amount = applyMod(d.amount, r.op, r.value ?? t.rules.resistanceDefault)
        step('resistance')
        break
      }
    }
  }
  // B-12: "Weakness is taken into account before all other effects that may change the damage", the attack's own
  // "+"/"−" text among them (classic1999 only; otherwise it is already in base).
  if (opts.attackText && attacker) {
    d.amount += opts.attackText
    step('attacker', trace ? { def: t.def(t.top(t.mustSlot(attacker))).id } : undefined)
    // The attack's own text left no damage: the attack does none (nothing prevented it), as a 0 base (DMG-2).
    if (d.amount <= 0) return 0
  }
  if (t.rules.weaknessBeforeAttackerModifiers) attackerModifiers(t, attacker, d, (h, hc) => step('attacker', by(h, hc)))
  // Attacker-side modifiers that the card says apply after Weakness/Resistance, to the Defending Pokémon only
  if (attacker && isActive && target.seat !== attacker.seat) {
    for (const [h, hc] of t.hooksWith('outgoingDamageAfterWR', attacker))
      if (h.outgoingDamageAfterWR) {
        d.amount = h.outgoingDamageAfterWR(hc, d)
        step('attacker', by(h, hc))
      }
  }
  // DMG-5 defender-side modifiers
  if (t.mayHaveHook('incomingDamage')) {
    for (const [h, hc] of [...(own ? t.hooksFor(target) : []), ...t.globalHooks()]) {
      if (h.incomingDamage) {
        d.amount = h.incomingDamage(hc, d)
        step('defender', by(h, hc))
      }
    }
  }
  // DMG-5 from other Pokémon in play onto this one (othersIncomingDamage: "all of your Pokémon take 30 less damage").
  fromOthers('othersIncomingDamage')
  if (own)
    for (const [h, hc] of t.hooksWith('preventDamage', target))
      if (h.preventDamage?.(hc, d)) return prevented(by(h, hc))
  // "If this Pokémon would be damaged by an opponent's attack, flip a coin. If heads, reduce that damage by 30." Only
  // damage that would be done is flipped for, after every other modifier.
  if (own && d.amount > 0 && t.mayHaveHook('reduceDamageOnHeads'))
    for (const [h, hc] of t.hooksFor(target)) {
      const less = d.amount > 0 ? (h.reduceDamageOnHeads?.(hc, d) ?? 0) : 0
      if (less > 0 && hc.flip('reduce damage')) {
        d.amount -= less
        step('defender', by(h, hc))
      }
    }
  // "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage." Only damage that
  // would be done is flipped for.
  if (own && d.amount > 0 && t.mayHaveHook('preventDamageOnHeads'))
    for (const [h, hc] of t.hooksFor(target))
      if (h.preventDamageOnHeads?.(hc, d) && hc.flip('prevent damage')) return prevented(by(h, hc))
  // Reduced to nothing: the last step that took damage away did it.
  if (d.amount <= 0 && trace) trace.preventedBy = trace.steps[trace.steps.length - 1]?.by ?? null
  return Math.max(0, d.amount)
}

/**
 * The card behind a hook, for "prevented by …": a marker's source card, or the card the hook is on, named by its
 * Ability when the hook is one of its Abilities'.
 */
/**
 * Puts the damage `computeDamage` gave on `target` (with its steps) and, when effects brought it to nothing, says so
 * (`damage-prevented`: "no damage to … (prevented by …)" in the log), whoever the target is — the Defending
 * Pokémon, a Benched one, or the attacker itself (its own attack's recoil, Confusion). An amount of 0 to begin with
 * is not reported. `base` starts the steps; `asked` is the damage the effect asked for (the same unless the
 * 1999 Weakness order split the attack's text from its printed damage).
 */
export function putDamage(
  t: Table,
  target: SlotRef,
  base: number,
  final: number,
  trace?: DamageTrace,
  asked = base,
): void {
  t.addDamage(target, final, false, trace?.steps.length ? { base, steps: trace.steps } : undefined)
  if (final > 0 || !trace || trace.preventedBy === undefined) return
  t.emit({
    type: 'damage-prevented',
    target,
    pokemon: t.ref(t.top(t.mustSlot(target))),
    base: asked,
    by: trace.preventedBy,
  })
}

function damageSource(t: Table, h: Hooks, hc: HookActCtx): DamageSource {
  if (hc.marker) return { def: hc.marker.source }
  if (hc.card === null) return { def: 'engine' }
  const d = t.def(hc.card)
  const ability = d.kind === 'pokemon' ? d.abilities?.find((a) => a.hooks === h) : undefined
  return ability ? { def: d.id, ability: ability.name } : { def: d.id }
}

/** DMG-2: the attacker's own and table-wide outgoingDamage hooks. */
function attackerModifiers(
  t: Table,
  attacker: SlotRef | null,
  d: DamageInfo,
  changed: (h: Hooks, hc: HookActCtx) => void,
): void {
  if (!attacker) return
  if (t.mayHaveHook('outgoingDamage')) {
    for (const [h, hc] of [...t.hooksFor(attacker), ...t.globalHooks()]) {
      if (h.outgoingDamage && (hc.self === null ? true : hc.self === attacker || sameRef(hc.self, attacker))) {
        d.amount = h.outgoingDamage(hc, d)
        changed(h, hc)
      }
    }
  }
  // Other Pokémon in play whose hooks reach this attacker's attacks (othersOutgoingDamage).
  if (t.mayHaveHook('othersOutgoingDamage')) {
    for (const { ref } of t.allInPlay()) {
      if (sameRef(ref, attacker)) continue
      for (const [h, hc] of t.hooksFor(ref, false))
        if (h.othersOutgoingDamage) {
          d.amount = h.othersOutgoingDamage(hc, d)
          changed(h, hc)
        }
    }
  }
}

function applyMod(amount: number, op: '×' | '-' | '+', value: number): number {
  if (op === '×') return amount * value
  if (op === '+') return amount + value
  return amount - value
}
