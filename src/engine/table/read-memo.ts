/**
 * The read memo of Table.readOnly: answers that stay valid while the state does not change (the main-phase menu
 * asks the same questions about the same Pokémon many times), kept for one readOnly call and then forgotten.
 */
import type { EnergyDef, EnergyUnitSet } from '../api/card'
import type { SlotRef, Uid } from '../model/types'
import type { Hooks, HookActCtx } from '../api/card'

/**
 * Answers that stay valid while the state does not change, kept only inside Table.readOnly (the main-phase menu):
 * hook lists per Pokémon, the Ability blockers in play, attached Energy per Pokémon, Trainer blocking per seat/kind.
 */
export interface ReadMemo {
  /** By slotKey × 2 (+1 with player markers). */
  hooks: ([Hooks, HookActCtx][] | undefined)[]
  global: [Hooks, HookActCtx][] | null
  abilityBlockers: [Hooks, HookActCtx][] | null
  /** By slotKey. */
  energy: ({ uid: Uid; def: EnergyDef }[] | undefined)[]
  /** By slotKey: the units of `energy`, in order. */
  units: (EnergyUnitSet[] | undefined)[]
  /** By seat, then Trainer kind. */
  trainerBlocked: [Map<string, boolean> | null, Map<string, boolean> | null]
}

/**
 * One read memo kept for reuse (once per step: built fresh, its arrays indexed by slotKey grew anew every time).
 * Only one readOnly runs at a time; a nested one on another table gets a new memo.
 */
let spareMemo: ReadMemo | null = null

export function takeMemo(): ReadMemo {
  const m = spareMemo
  if (m === null)
    return { hooks: [], global: null, abilityBlockers: null, energy: [], units: [], trainerBlocked: [null, null] }
  spareMemo = null
  return m
}

/** Forget every answer (they belong to one state) and keep the memo for the next readOnly. */
export function releaseMemo(m: ReadMemo): void {
  clearEntries(m.hooks)
  m.global = null
  m.abilityBlockers = null
  clearEntries(m.energy)
  clearEntries(m.units)
  m.trainerBlocked[0] = null
  m.trainerBlocked[1] = null
  spareMemo = m
}

/** Empty every entry, keeping the array's length and room (a plain loop: `fill` on a holey array is far slower). */
function clearEntries(a: unknown[]): void {
  for (let i = 0; i < a.length; i++) a[i] = undefined
}

/** A small number naming a slot (seat, Active Spot or Bench index) for the read memo. */
export const slotKey = (ref: SlotRef): number =>
  ref.seat * 32 + (ref.zone === 'active' ? (ref.spot === 1 ? 1 : 0) : 2 + ref.index)
