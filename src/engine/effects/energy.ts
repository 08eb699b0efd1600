/**
 * Energy: does attached Energy pay a cost (rules.md C-6), and which sets of cards may pay a discard cost
 * such as a Retreat Cost (rules.md ).
 */
import type { EnergyDef, EnergyUnitSet } from '../api/card'
import type { EnergyType, Uid } from '../model/types'

export function unitsOf(defs: EnergyDef[]): EnergyUnitSet[] {
  const out: EnergyUnitSet[] = []
  for (const d of defs) for (const u of d.provides) out.push(u)
  return out
}

const pays = (u: EnergyUnitSet, t: EnergyType): boolean => t === 'colorless' || u.types === 'any' || u.types.includes(t)

/** True if the units can pay every symbol of the cost. Typed symbols first, then Colorless takes any unit. */
export function canPay(cost: readonly EnergyType[], units: readonly EnergyUnitSet[]): boolean {
  if (units.length < cost.length) return false
  let typedCount = 0
  for (const c of cost) if (c !== 'colorless') typedCount++
  // Only Colorless symbols: any units will do, and there are enough.
  if (typedCount === 0) return true
  const typed: EnergyType[] = []
  for (const c of cost) if (c !== 'colorless') typed.push(c)
  const colorless = cost.length - typedCount
  const used = new Array<boolean>(units.length).fill(false)
  return matchTyped(typed, units, used, 0, colorless)
}

/** Backtracking matching of typed symbols (from `i` on) to unused units; sizes are tiny (a handful of units). */
function matchTyped(
  typed: readonly EnergyType[],
  units: readonly EnergyUnitSet[],
  used: boolean[],
  i: number,
  colorless: number,
): boolean {
  if (i === typed.length) return units.length - typed.length >= colorless
  for (let j = 0; j < units.length; j++) {
    if (!used[j] && pays(units[j]!, typed[i]!)) {
      used[j] = true
      if (matchTyped(typed, units, used, i + 1, colorless)) return true
      used[j] = false
    }
  }
  return false
}

/**
 * All the ways to discard attached Energy cards to pay `amount` units (Retreat Cost or "discard N Energy").
 * Rule R-7: discard one card at a time until the cost is met, so a set is valid when it meets the cost and
 * dropping some card would not. Sets of interchangeable cards (same definition) are listed once.
 * `typeFilter` restricts which cards count (e.g. "discard 2 Fire Energy").
 */
export function paymentSets(cards: { uid: Uid; def: EnergyDef }[], amount: number, typeFilter?: EnergyType): Uid[][] {
  if (amount <= 0) return [[]]
  // Interchangeable cards (same definition) form groups; enumerate how many of each group to discard.
  const groups: PayGroup[] = []
  for (const c of cards) {
    if (typeFilter && !c.def.provides.some((u) => pays(u, typeFilter))) continue
    // Same definition and same units now (a card acting as Energy, or changed by an effect, may differ). Cards
    // reading as the very same definition object always agree; others are compared by id and units.
    let grp: PayGroup | undefined
    for (const g of groups) {
      if (g.def === c.def || (g.def.id === c.def.id && jsonEqual(g.def.provides, c.def.provides))) {
        grp = g
        break
      }
    }
    if (!grp) {
      grp = {
        def: c.def,
        uids: [],
        units: typeFilter ? c.def.provides.filter((u) => pays(u, typeFilter)).length : c.def.provides.length,
      }
      groups.push(grp)
    }
    grp.uids.push(c.uid)
  }
  const out: Uid[][] = []
  const counts = new Array<number>(groups.length).fill(0)
  visitPayments(groups, counts, amount, out, 0, 0)
  out.sort((a, b) => a.length - b.length)
  return out
}

interface PayGroup {
  /** The first card's definition (the group's id and units). */
  def: EnergyDef
  uids: Uid[]
  units: number
}

/** Equal as JSON text (same values, same key order; undefined properties ignored), without building the text. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const y = b as unknown[]
    if (a.length !== y.length) return false
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i] ?? null, y[i] ?? null)) return false
    return true
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined)
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined)
  if (ka.length !== kb.length) return false
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i] || !jsonEqual((a as Record<string, unknown>)[ka[i]!], (b as Record<string, unknown>)[kb[i]!]))
      return false
  }
  return true
}

/** paymentSets: choose how many cards of group `gi` and after to discard, `total` units chosen so far. */
function visitPayments(
  groups: PayGroup[],
  counts: number[],
  amount: number,
  out: Uid[][],
  gi: number,
  total: number,
): void {
  if (gi === groups.length) {
    if (total < amount) return
    // the cost is met only with the last card, so dropping some card must fall short.
    let needed = false
    for (let i = 0; i < groups.length; i++) if (counts[i]! > 0 && total - groups[i]!.units < amount) needed = true
    if (!needed) return
    const set: Uid[] = []
    for (let i = 0; i < groups.length; i++) for (let k = 0; k < counts[i]!; k++) set.push(groups[i]!.uids[k]!)
    out.push(set)
    return
  }
  const grp = groups[gi]!
  for (let k = 0; k <= grp.uids.length; k++) {
    counts[gi] = k
    visitPayments(groups, counts, amount, out, gi + 1, total + k * grp.units)
    if (total + k * grp.units >= amount) break // more of this group can only overpay
  }
  counts[gi] = 0
}
