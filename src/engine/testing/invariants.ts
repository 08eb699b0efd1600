/**
 * Whole-state invariants for fuzzing and property tests: every card is in exactly one zone, and the seat whose
 * zones hold it owns it (a Stadium and Trainers being played sit in shared zones).
 */
import type { GameState, PokemonSlot } from '../model/state'
import type { Seat, Uid } from '../model/types'

/** Returns a description of the first broken invariant, or null. */
export function checkZones(g: GameState): string | null {
  const n = g.cards.length
  const where: (string | undefined)[] = new Array<string | undefined>(n)
  let problem: string | null = null
  const put = (uid: number, zone: string, seat: number | null): void => {
    if (problem) return
    if (!Number.isInteger(uid) || uid < 0 || uid >= n) {
      problem = `${zone} holds an unknown card id ${String(uid)}`
      return
    }
    const prev = where[uid]
    if (prev !== undefined) {
      problem = `card ${uid} (${g.cards[uid]!.def}) is both in ${prev} and in ${zone}`
      return
    }
    where[uid] = zone
    if (seat !== null && g.cards[uid]!.owner !== seat)
      problem = `card ${uid} (${g.cards[uid]!.def}) of seat ${g.cards[uid]!.owner} is in ${zone}`
  }
  const slot = (s: PokemonSlot, seat: number, name: string): void => {
    if (s.stack.length === 0 && !problem) problem = `seat ${seat}'s ${name} has no Pokémon card`
    for (const u of s.stack) put(u, `seat ${seat} ${name} stack`, seat)
    for (const u of s.energy) put(u, `seat ${seat} ${name} energy`, seat)
    for (const u of s.tools) put(u, `seat ${seat} ${name} tools`, seat)
  }
  g.players.forEach((p, seat) => {
    for (const z of ['deck', 'hand', 'discard', 'prizes', 'lostZone'] as const)
      for (const u of p[z]) put(u, `seat ${seat} ${z}`, seat)
    if (p.active) slot(p.active, seat, 'active')
    p.bench.forEach((s, i) => slot(s, seat, `bench ${i}`))
  })
  for (const u of g.resolving) put(u, 'resolving', null)
  if (g.stadium) put(g.stadium.uid, 'stadium', null)
  if (problem) return problem
  for (let uid = 0; uid < n; uid++)
    if (where[uid] === undefined) return `card ${uid} (${g.cards[uid]!.def}) is in no zone`
  return null
}

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
  const { uids, keys } = collect(view)
  for (const u of uids)
    if (hidden.has(u) && !allowed.has(u)) return `seat ${viewer} sees hidden card ${u} (${g.cards[u]!.def})`
  for (const k of ['rng', 'journal', 'cards', 'decklists', 'forcedFlips'])
    if (keys.has(k)) return `seat ${viewer}'s view holds "${k}"`
  const d = g.pending
  if (d && d.seat !== viewer && !d.publicOptions) {
    if (keys.has('options')) return `seat ${viewer} sees the options of the opponent's private question`
    const text = (view as { pending?: { text?: string } }).pending?.text
    if (text !== hiddenText) return `seat ${viewer} sees the text of the opponent's private question: "${text}"`
  }
  return null
}

/** Card ids (from `uid` fields and `uids` lists) and object keys anywhere in a value. */
function collect(
  v: unknown,
  out = { uids: new Set<Uid>(), keys: new Set<string>() },
): { uids: Set<Uid>; keys: Set<string> } {
  if (Array.isArray(v)) for (const x of v) collect(x, out)
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.keys.add(k)
      if (k === 'uid' && typeof x === 'number') out.uids.add(x)
      else if (k === 'uids' && Array.isArray(x)) {
        for (const u of x) if (typeof u === 'number') out.uids.add(u)
      } else collect(x, out)
    }
  }
  return out
}
