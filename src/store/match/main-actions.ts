/**
 * Main-phase actions as the table asks for them: a drag or a button names an action ("bench card 17"), and the
 * store finds the engine's option that matches it, or lists the options a card takes part in (drop targets).
 */
import type { Decision, GameState, MainAction, Option, Seat, SlotRef } from '../../engine'

/** JSON with keys sorted and undefined dropped, for deep equality of plain data. */
function canon(v: unknown): string {
  return JSON.stringify(v, (_k, val: unknown) =>
    val && typeof val === 'object' && !Array.isArray(val)
      ? Object.fromEntries(
          Object.entries(val as Record<string, unknown>)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : val,
  )
}

/** Does option action `o` match the requested action `a`: deep-equal, or every field given in `a` equal in `o`? */
function matches(o: MainAction, a: MainAction): boolean {
  if (o.type !== a.type) return false
  if (canon(o) === canon(a)) return true
  const oo = o as unknown as Record<string, unknown>
  return Object.entries(a as unknown as Record<string, unknown>).every(
    ([k, v]) => v === undefined || canon(oo[k]) === canon(v),
  )
}

/** The option index for an action (an exact match first, else the first loose one), or -1. */
export function findActionOption(d: Decision, action: MainAction): number {
  const acts = d.options.map((o: Option) => (o.kind === 'action' ? o.action : null))
  const exact = acts.findIndex((o) => o !== null && canon(o) === canon(action))
  return exact >= 0 ? exact : acts.findIndex((o) => o !== null && matches(o, action))
}

/** The uids of the cards in a slot (any card of the Pokémon's stack counts as "that Pokémon"). */
function slotUids(g: GameState, ref: SlotRef): number[] {
  const p = g.players[ref.seat]
  const slot = ref.zone === 'active' ? (ref.spot === 1 ? p.secondActive : p.active) : p.bench[ref.index]
  return slot ? slot.stack : []
}

/** An Active Spot: the first, or with `spot` 1 a 2-on-2 Battle's second. */
const activeAt = (seat: Seat, spot: 1 | undefined): SlotRef => ({ seat, zone: 'active', ...(spot ? { spot } : {}) })

/** Does a main action involve the card `uid` (played from hand, or the Pokémon acted on / acting)? */
function involves(g: GameState, a: MainAction, uid: number): boolean {
  const seat = g.current
  const inSlot = (ref: SlotRef) => slotUids(g, ref).includes(uid)
  switch (a.type) {
    case 'bench':
    case 'play-trainer':
      return a.card === uid
    case 'evolve':
    case 'attach-energy':
    case 'attach-tool':
      return a.card === uid || inSlot(a.target)
    case 'retreat':
      // `from: 1`: the second Active of a 2-on-2 Battle retreats
      return inSlot(activeAt(seat, a.from)) || inSlot({ seat, zone: 'bench', index: a.to })
    case 'discard-pokemon':
      return inSlot(a.target)
    case 'ability':
      return inSlot(a.source) || a.tool === uid
    case 'attack':
      return (
        inSlot(a.from === undefined ? activeAt(seat, a.attacker) : { seat, zone: 'bench', index: a.from }) ||
        a.tm === uid
      )
    case 'use-stadium':
      return g.stadium?.uid === uid
    case 'end-turn':
      return false
  }
}

/** The legal main actions of decision `d` that involve card `uid`. */
export function actionsInvolving(g: GameState, d: Decision, uid: number): MainAction[] {
  return d.options.flatMap((o) => (o.kind === 'action' && involves(g, o.action, uid) ? [o.action] : []))
}
