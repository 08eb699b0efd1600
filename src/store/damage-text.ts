/**
 * How an attack's damage came about, in words (issue 20, "see why things happen"): the engine's damage events carry
 * the steps that changed it (`DamageWhy`: Weakness, Resistance, attacker and defender effects) and the effect that
 * prevented it (`damage-prevented`); the log and the damage floater say them the same way.
 */
import type { DamageSource, DamageStep, DamageWhy } from '../engine'

/** Names a card definition (the card database's name; the caller decides what an unknown id reads as). */
export type NameOf = (def: string) => string

/** "Mimikyu's Mimic Barrier" for an Ability, "Metal Energy" for a card; null for an effect of no card. */
export function sourceText(by: DamageSource | null | undefined, nameOf: NameOf): string | null {
  if (!by || by.def === 'engine') return null
  const card = nameOf(by.def)
  return by.ability ? `${card}'s ${by.ability}` : card
}

/** One step: "Weakness ×2", "Resistance −30", "+30 Choice Belt", "−20 Metal Energy". */
function stepText(step: DamageStep, before: number, nameOf: NameOf): string {
  const diff = step.after - before
  const signed = diff >= 0 ? `+${diff}` : `−${-diff}`
  const times = before > 0 && step.after % before === 0 && step.after > before ? `×${step.after / before}` : signed
  if (step.kind === 'weakness') return `Weakness ${times}`
  if (step.kind === 'resistance') return `Resistance ${signed}`
  const who = sourceText(step.by, nameOf)
  return who ? `${signed} ${who}` : signed
}

/** The parts of a damage breakdown after its base, in order: ["Weakness ×2", "−20 Metal Energy"]. */
export function damageSteps(why: DamageWhy, nameOf: NameOf): string[] {
  let before = why.base
  return why.steps.map((s) => {
    const text = stepText(s, before, nameOf)
    before = s.after
    return text
  })
}

/** "(60 base, Weakness ×2, −20 Metal Energy)" for the log; "" when nothing changed the damage. */
export function damageBreakdown(why: DamageWhy | undefined, nameOf: NameOf): string {
  if (!why || why.steps.length === 0) return ''
  return ` (${[`${why.base} base`, ...damageSteps(why, nameOf)].join(', ')})`
}

/** "no damage to Mimikyu (prevented by Mimikyu's Mimic Barrier)". */
export function preventedText(target: string, by: DamageSource | null, nameOf: NameOf): string {
  const who = sourceText(by, nameOf)
  return who ? `no damage to ${target} (prevented by ${who})` : `no damage to ${target}`
}
