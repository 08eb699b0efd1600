/**
 * Whole-state invariants for fuzzing and property tests: every card is in exactly one zone, and the seat whose
 * zones hold it owns it (a Stadium and Trainers being played sit in shared zones); views hide hidden cards.
 */
import type { GameState } from '../model/state'
import type { Seat, Uid } from '../model/types'

/** The zone invariant lives with the engine, which checks states from outside with it (state-check.ts). */
export { checkZones } from '../state-check'

/**
 * Hidden-information check of a view (design.md wall 4), for fuzzing and property tests: the view of `viewer`
 * may hold no id of the opponent's hand, either deck or any Prize card (except cards listed in the viewer's own
 * question, such as a search of its own deck), no generator state, journal or card table, and no options or
 * text of the opponent's private question. Returns the first problem, or null.
 */
export function viewLeak(g: GameState, view: unknown, viewer: Seat, hiddenText: string): string | null {
  const opp = g.players[viewer === 0 ? 1 : 0]
  const me = g.players[viewer]
  const hidden = new Set<Uid>([...opp.hand, ...opp.deck, ...opp.prizes, ...me.deck, ...me.prizes])
  const allowed = g.pending && g.pending.seat === viewer ? collect(g.pending.options).uids : new Set<Uid>()
  const { uids, keys, lists } = collect(view)
  for (const u of uids)
    if (hidden.has(u) && !allowed.has(u)) return `seat ${viewer} sees hidden card ${u} (${g.cards[u]!.def})`
  for (const k of ['rng', 'journal', 'decklists', 'forcedFlips'])
    if (keys.has(k)) return `seat ${viewer}'s view holds "${k}"`
  // The card table is a list under `cards`; other data may use the word (Energy Burn's marker names the Energy cards
  // attached to Charizard, which are in play for both to see, as `cards: "12,40"`).
  if (lists.has('cards')) return `seat ${viewer}'s view holds "cards"`
  const d = g.pending
  if (d && d.seat !== viewer && !d.publicOptions) {
    if (keys.has('options')) return `seat ${viewer} sees the options of the opponent's private question`
    const text = (view as { pending?: { text?: string } }).pending?.text
    if (text !== hiddenText) return `seat ${viewer} sees the text of the opponent's private question: "${text}"`
  }
  return null
}

/** Card ids (from `uid` fields and `uids` lists), object keys and the keys of lists anywhere in a value. */
function collect(
  v: unknown,
  out = { uids: new Set<Uid>(), keys: new Set<string>(), lists: new Set<string>() },
): { uids: Set<Uid>; keys: Set<string>; lists: Set<string> } {
  if (Array.isArray(v)) for (const x of v) collect(x, out)
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.keys.add(k)
      if (Array.isArray(x)) out.lists.add(k)
      if (k === 'uid' && typeof x === 'number') out.uids.add(x)
      else if (k === 'uids' && Array.isArray(x)) {
        for (const u of x) if (typeof u === 'number') out.uids.add(u)
      } else collect(x, out)
    }
  }
  return out
}
