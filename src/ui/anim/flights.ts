/**
 * Which cards travel across the table when the view changes, as data (no DOM), so it can be tested. A card
 * travels when its place changes between two views (hand → Bench, Active → discard pile, Bench → Active…) or when
 * a `move` or `prize` event takes it out of or into a hidden place (deck → hand, Prizes → hand, a card going back
 * to the deck). Places are named like the table's elements: `hand:0`, `deck:1`, `discard:0`, `prizes:1`, `play:0` (a
 * Trainer being played), `stadium`, and slot drop ids (`slot:0:active`, `slot:1:bench:2`).
 * CardFlights.tsx measures those elements and animates.
 */
import type { CardRef, GameEvent, GameView, Seat, SlotRef, SlotView } from '../../engine'
import { slotDrop } from '../board/targets'

export interface Places {
  /** Where each visible card is, by uid. Energy, Tools and the cards under an evolved Pokémon are `under:<slot>`. */
  at: Map<number, string>
  /** The card definition of each visible card. */
  defs: Map<number, string>
}

export function placesOf(view: GameView): Places {
  const at = new Map<number, string>()
  const defs = new Map<number, string>()
  const put = (c: CardRef, place: string) => {
    at.set(c.uid, place)
    defs.set(c.uid, c.def)
  }
  for (const side of [view.me, view.opponent]) {
    const seat = side.seat
    for (const c of side.hand ?? []) put(c, `hand:${seat}`)
    for (const c of side.discard) put(c, `discard:${seat}`)
    const slot = (s: SlotView | null, ref: SlotRef) => {
      if (!s) return
      const id = slotDrop(ref)
      s.stack.forEach((c, i) => put(c, i === s.stack.length - 1 ? id : `under:${id}`))
      for (const c of [...s.energy, ...s.tools]) put(c, `under:${id}`)
    }
    slot(side.active, { seat, zone: 'active' })
    slot(side.secondActive ?? null, { seat, zone: 'active', spot: 1 })
    side.bench.forEach((s, index) => slot(s, { seat, zone: 'bench', index }))
  }
  if (view.stadium) put(view.stadium.card, 'stadium')
  return { at, defs }
}

type MoveEvent = Extract<GameEvent, { type: 'move' }>

/** The table element standing for a zone of an event, or null when it has none (lost zone). */
export function zonePlace(zone: MoveEvent['from'], seat: Seat, target?: SlotRef): string | null {
  switch (zone) {
    case 'hand':
    case 'deck':
    case 'discard':
    case 'prizes':
      return `${zone}:${seat}`
    case 'setaside':
      return seat === 0 ? 'play:0' : 'stadium'
    case 'stadium':
      return 'stadium'
    case 'active':
    case 'bench':
    case 'attached':
      return target ? slotDrop(target) : null
    default:
      return null
  }
}

/** The element a place is drawn in: the cards under a Pokémon are drawn with it. */
export const elementOf = (place: string) => (place.startsWith('under:') ? place.slice(6) : place)

export interface Flight {
  /** The card, when the viewer may see it (null: a card back travels). */
  uid: number | null
  def: string | null
  /** Places (see placesOf); the card's own element is used when it is drawn there. */
  from: string
  to: string
}

/** Hidden cards travelling between the same two places: show a few, not a stream. */
const MAX_BACKS_PER_ROUTE = 3
const MAX_FLIGHTS = 12

/**
 * The flights from one view to the next. `events` are the events that came with the new view (the store queues
 * them with it); they name the hidden places cards come from or go to.
 */
export function planFlights(prev: Places, next: Places, events: readonly GameEvent[]): Flight[] {
  const before = prev.at
  const after = next.at
  const flights: Flight[] = []
  const done = new Set<number>()
  const moves = events.flatMap((e): MoveEvent[] =>
    e.type === 'move'
      ? [e]
      : e.type === 'prize'
        ? [{ type: 'move', seat: e.seat, card: e.card, from: 'prizes', to: 'hand' }]
        : [],
  )
  // the first place a card left from, per event, for cards that were hidden before
  const firstFrom = new Map<number, string>()
  for (const m of moves)
    if (m.card && !firstFrom.has(m.card.uid)) {
      const p = zonePlace(m.from, m.seat, m.target)
      if (p) firstFrom.set(m.card.uid, p)
    }
  for (const [uid, to] of after) {
    const was = before.get(uid) ?? firstFrom.get(uid)
    if (!was || was === to) continue
    // Energy and cards under a Pokémon ride along when the Pokémon itself moves (retreat, switch, promote)
    if (was.startsWith('under:') && to.startsWith('under:')) continue
    done.add(uid)
    flights.push({ uid, def: next.defs.get(uid) ?? null, from: was, to })
  }
  // cards that went into a hidden place (deck, Prizes, the opponent's hand), and hidden cards moving
  const backs = new Map<string, number>()
  for (const m of moves) {
    if (m.card && (done.has(m.card.uid) || after.has(m.card.uid))) continue
    const from = (m.card && before.get(m.card.uid)) || zonePlace(m.from, m.seat, m.target)
    const to = zonePlace(m.to, m.seat, m.target)
    if (!from || !to || from === to) continue
    if (!m.card) {
      const route = `${from}>${to}`
      const n = backs.get(route) ?? 0
      if (n >= MAX_BACKS_PER_ROUTE) continue
      backs.set(route, n + 1)
    } else done.add(m.card.uid)
    flights.push({ uid: m.card?.uid ?? null, def: m.card?.def ?? null, from, to })
  }
  return flights.slice(0, MAX_FLIGHTS)
}
