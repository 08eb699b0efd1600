/**
 * Energy: does attached Energy pay a cost (rules.md C-6), and which sets of cards may pay a discard cost
 * such as a Retreat Cost (rules.md ).
 */
import type { EnergyDef, EnergyUnitSet } from '../model/card'
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
function matchTyped(typed: readonly EnergyType[], units: readonly EnergyUnitSet[], used: boolean[], i: number, colorless: number): boolean {
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
export function paymentSets(
  cards: { uid: Uid; def: EnergyDef }[],
  amount: number,
  typeFilter?: EnergyType,
): Uid[][] {
  if (amount <= 0) return [[]]
  const eligible = cards.filter((c) => !typeFilter || c.def.provides.some((u) => pays(u, typeFilter)))
  const unitsOfCard = (c: { def: EnergyDef }) => (typeFilter ? c.def.provides.filter((u) => pays(u, typeFilter)).length : c.def.provides.length)
  // Interchangeable cards (same definition) form groups; enumerate how many of each group to discard.
  const groups: { uids: Uid[]; units: number }[] = []
  const byDef = new Map<string, { uids: Uid[]; units: number }>()
  for (const c of eligible) {
    // Same definition and same units now (a card acting as Energy, or changed by an effect, may differ).
    const key = `${c.def.id}|${JSON.stringify(c.def.provides)}`
    let grp = byDef.get(key)
    if (!grp) {
      grp = { uids: [], units: unitsOfCard(c) }
      byDef.set(key, grp)
      groups.push(grp)
    }
    grp.uids.push(c.uid)
  }
  const out: Uid[][] = []
  const counts = new Array<number>(groups.length).fill(0)
  const visit = (gi: number, total: number): void => {
    if (gi === groups.length) {
      if (total < amount) return
      // the cost is met only with the last card, so dropping some card must fall short.
      if (!groups.some((grp, i) => counts[i]! > 0 && total - grp.units < amount)) return
      out.push(groups.flatMap((grp, i) => grp.uids.slice(0, counts[i])))
      return
    }
    const grp = groups[gi]!
    for (let k = 0; k <= grp.uids.length; k++) {
      counts[gi] = k
      visit(gi + 1, total + k * grp.units)
      if (total + k * grp.units >= amount) break // more of this group can only overpay
    }
    counts[gi] = 0
  }
  visit(0, 0)
  out.sort((a, b) => a.length - b.length)
  return out
}
