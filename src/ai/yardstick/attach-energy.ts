/**
 * Tactic "attach Energy to the attacker": the Energy goes where it brings an attack closer to being paid. The
 * attacker is the Active Pokémon while it still has an attack to power; once it is fully powered (or the Energy does
 * not help it), the Benched Pokémon this Energy helps most — the one with the fewest Energy still missing — so the
 * next attacker is ready when the Active falls. An Energy that helps nobody is not attached at all.
 */
import type { EnergyDef, SlotView } from '../../engine'
import { deficit, pokemonOf, unitsOfSlot } from '../knowledge'
import { handDef, indicesOf, type Board } from './board'

/** The smallest number of Energy still missing for any attack of the Pokémon, before and after this Energy. */
function missing(b: Board, slot: SlotView, energy: EnergyDef | null): { now: number; after: number } | null {
  const pk = pokemonOf(b.db, slot)
  if (!pk || pk.attacks.length === 0) return null
  const now = unitsOfSlot(b.db, slot)
  const after = energy ? [...now, ...energy.provides] : now
  // "Helps" means some attack gets closer to payable: compare attack by attack.
  let bestNow = Infinity
  let bestAfter = Infinity
  let helps = false
  for (const atk of pk.attacks) {
    const n = deficit(atk.cost, now)
    const a = deficit(atk.cost, after)
    if (a < n) helps = true
    bestNow = Math.min(bestNow, n)
    bestAfter = Math.min(bestAfter, a)
  }
  return helps ? { now: bestNow, after: bestAfter } : null
}

export function attachEnergy(b: Board): number {
  const me = b.view.me
  let benchBest = -1
  let benchMissing = Infinity
  for (const { idx, a } of indicesOf(b, 'attach-energy')) {
    const def = handDef(b, a.card)
    const energy = def?.kind === 'energy' ? def : null
    const slot = a.target.zone === 'active' ? me.active : me.bench[a.target.index]
    if (!slot) continue
    const m = missing(b, slot, energy)
    if (!m) continue
    if (a.target.zone === 'active') return idx
    // Closest to attacking after the attachment; ties go to the first on the Bench.
    if (m.after < benchMissing) {
      benchBest = idx
      benchMissing = m.after
    }
  }
  return benchBest
}
