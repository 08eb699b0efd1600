/**
 * What one seat may know (design.md wall 4): hidden zones as counts, no generator state, no ids of hidden
 * cards, and the opponent's private choices left out. `viewEvents` redacts the event log the same way.
 */
import type { GameState, PokemonSlot, Conditions, Marker, GameResult, Phase, TurnFlags } from './model/state'
import type { Decision, Ask } from './model/decision'
import type { GameEvent, CardRef } from './model/events'
import { PUBLIC_ZONES } from './model/events'
import type { EnergyType, Seat } from './model/types'
import type { RuleSetId } from './rules/profile'
import type { CardDb, TypeModifier } from './api/card'
import { activeRef, benchRef, secondActiveRef, type SlotRef } from './model/types'
import { Table } from './table/table'

export interface SlotView {
  faceDown: boolean
  /** Pokémon cards bottom first (empty while face down). */
  stack: CardRef[]
  energy: CardRef[]
  tools: CardRef[]
  damage: number
  /**
   * The Pokémon's HP now: printed, changed by effects in play (a maxHp hook such as Wigglytuff ex's Expanding Body).
   * Present when `viewFor` was given the card database; absent while face down.
   */
  hp?: number
  /**
   * Prize cards a Knock Out of this Pokémon gives now (its rule box's count plus effects such as an 'extra-prizes'
   * marker): public, computed by the rules like `hp`. Present when `viewFor` was given the card database.
   */
  prizes?: number
  /**
   * Its types, Weakness and Resistance now: printed, changed by effects in play (Kecleon's Energy Variation takes the
   * types of its basic Energy, Beautifly's Withering Dust takes every Active Pokémon's Resistance away). Public and
   * computed by the rules like `hp`, so the computer's damage estimate need not know the cards that change them.
   * Present when `viewFor` was given the card database.
   */
  types?: EnergyType[]
  weakness?: TypeModifier[]
  resistance?: TypeModifier[]
  conditions: Conditions
  playedTurn: number
  markers: Marker[]
}

export interface SideView {
  seat: Seat
  handCount: number
  /** Only for the viewer's own side. */
  hand: CardRef[] | null
  deckCount: number
  discard: CardRef[]
  lostZone: CardRef[]
  prizeCount: number
  active: SlotView | null
  /** A 2-on-2 Battle's second Active Pokémon (GameState.format 'double'); absent in 1-on-1 or when the spot is empty. */
  secondActive?: SlotView
  bench: SlotView[]
  turn: TurnFlags
  gxUsed: boolean
  vstarUsed: boolean
  mulligans: number
}

export interface PendingView {
  seat: Seat
  ask: Ask
  text: string
  /** The full decision if it is the viewer's, or its options are public. */
  decision: Decision | null
}

export interface GameView {
  viewer: Seat
  rules: RuleSetId
  /** 'double': a 2-on-2 Battle (two Active Spots a side); absent: 1-on-1. */
  format?: 'double'
  turn: number
  current: Seat
  firstPlayer: Seat
  phase: Phase
  prizeCount: number
  stadium: { card: CardRef; owner: Seat } | null
  /** Trainer cards being played (rules.md T-1): face up, out of the hand and not yet in the discard pile. */
  resolving: { card: CardRef; owner: Seat }[]
  me: SideView
  opponent: SideView
  pending: PendingView | null
  result: GameResult | null
}

const ref = (g: GameState, uid: number): CardRef => ({ uid, def: g.cards[uid]!.def })

/** What only the rules can tell of a Pokémon in play (given the card database): its HP, Prize count, types, Weakness and Resistance now. */
type RulesReads = {
  hp(): number
  prizes(): number
  types(): EnergyType[]
  weakness(): TypeModifier[]
  resistance(): TypeModifier[]
} | null

function slotView(g: GameState, s: PokemonSlot, hidden: boolean, reads: RulesReads): SlotView {
  if (hidden) {
    return {
      faceDown: true,
      stack: [],
      energy: [],
      tools: [],
      damage: 0,
      conditions: { rotation: null, poisoned: false, burned: false },
      playedTurn: 0,
      markers: [],
    }
  }
  return {
    faceDown: !!s.faceDown,
    stack: s.stack.map((u) => ref(g, u)),
    energy: s.energy.map((u) => ref(g, u)),
    tools: s.tools.map((u) => ref(g, u)),
    damage: s.damage,
    ...(reads
      ? {
          hp: reads.hp(),
          prizes: reads.prizes(),
          types: reads.types(),
          weakness: reads.weakness(),
          resistance: reads.resistance(),
        }
      : {}),
    conditions: { ...s.conditions },
    playedTurn: s.playedTurn,
    markers: s.markers.map((m) => ({ ...m })),
  }
}

/**
 * What `viewer` may know of the game. With the card database, every Pokémon in play also carries its current HP
 * (`SlotView.hp`), the Prize cards a Knock Out of it gives (`SlotView.prizes`) and its types, Weakness and Resistance,
 * which only the rules can tell: all public, the effects that change them are in play.
 */
export function viewFor(g: GameState, viewer: Seat, db?: CardDb): GameView {
  // A read-only table over the state, for the maxHp hooks (nothing is changed or emitted).
  const table = db ? new Table(g, db, []) : null
  const readsAt = (ref: SlotRef): RulesReads =>
    table
      ? {
          hp: () => table.hp(ref),
          prizes: () => table.prizesFor(ref),
          // Copies: the hooks may hand back the card definition's own arrays.
          types: () => [...table.types(ref)],
          weakness: () => table.weakness(ref).map((w) => ({ ...w })),
          resistance: () => table.resistance(ref).map((r) => ({ ...r })),
        }
      : null
  const side = (seat: Seat): SideView => {
    const p = g.players[seat]
    const mine = seat === viewer
    const hide = (s: PokemonSlot) => !!s.faceDown && !mine
    return {
      seat,
      handCount: p.hand.length,
      hand: mine ? p.hand.map((u) => ref(g, u)) : null,
      deckCount: p.deck.length,
      discard: p.discard.map((u) => ref(g, u)),
      lostZone: p.lostZone.map((u) => ref(g, u)),
      prizeCount: p.prizes.length,
      active: p.active ? slotView(g, p.active, hide(p.active), readsAt(activeRef(seat))) : null,
      ...(p.secondActive
        ? { secondActive: slotView(g, p.secondActive, hide(p.secondActive), readsAt(secondActiveRef(seat))) }
        : {}),
      bench: p.bench.map((s, i) => slotView(g, s, hide(s), readsAt(benchRef(seat, i)))),
      turn: turnFlagsFor(p.turn, mine),
      gxUsed: p.gxUsed,
      vstarUsed: p.vstarUsed,
      mulligans: p.mulligans,
    }
  }
  // Both sides read in one pass over an unchanged state: the table computes each Pokémon's hooks once for all the reads.
  const bothSides = () => ({ me: side(viewer), opponent: side(viewer === 0 ? 1 : 0) })
  const sides = table ? table.readOnly(bothSides) : bothSides()
  const d = g.pending
  const shown = !!d && (d.seat === viewer || !!d.publicOptions)
  // A private question's text can carry hidden facts ("Put up to 3 Basic Pokémon on your Bench" counts the
  // Basics in that hand), so the other seat only learns that a choice is being made.
  const pending: PendingView | null = d
    ? {
        seat: d.seat,
        ask: d.ask,
        text: shown ? d.text : HIDDEN_DECISION_TEXT,
        decision: shown ? structuredCloneDecision(d) : null,
      }
    : null
  return {
    viewer,
    rules: g.rules,
    ...(g.format ? { format: g.format } : {}),
    turn: g.turn,
    current: g.current,
    firstPlayer: g.firstPlayer,
    phase: g.phase,
    prizeCount: g.prizeCount,
    stadium: g.stadium ? { card: ref(g, g.stadium.uid), owner: g.stadium.owner } : null,
    resolving: g.resolving.map((u) => ({ card: ref(g, u), owner: g.cards[u]!.owner })),
    ...sides,
    pending,
    result: g.result ? { ...g.result } : null,
  }
}

/** A player's turn flags as a seat may see them: which card was just drawn is the drawer's own knowledge. */
function turnFlagsFor(flags: TurnFlags, mine: boolean): TurnFlags {
  const out: TurnFlags = { ...flags, abilitiesUsed: [...flags.abilitiesUsed] }
  if (!mine) delete out.drawnForTurn
  return out
}

/** `PendingView.text` of another seat's private decision. */
export const HIDDEN_DECISION_TEXT = 'Your opponent is making a choice'

function structuredCloneDecision(d: Decision): Decision {
  return copyPlain(d)
}

/**
 * A deep copy of plain JSON data (objects, arrays, primitives): what JSON.parse(JSON.stringify(x)) gives for a
 * decision, which holds no undefined fields (engine.ts toDecision), at a fraction of the cost — views are built at
 * every decision of every simulated game.
 */
function copyPlain<T>(x: T): T {
  if (Array.isArray(x)) return x.map(copyPlain) as T
  if (x !== null && typeof x === 'object') {
    const o: Record<string, unknown> = {}
    for (const k in x) o[k] = copyPlain((x as Record<string, unknown>)[k])
    return o as T
  }
  return x
}

/** Redact events for one seat: a card moving between hidden zones is shown only to whoever may see it. */
export function viewEvents(events: readonly GameEvent[], viewer: Seat): GameEvent[] {
  // Cards the viewer was shown earlier in these events (Grabber shows the hand, then moves a card of it into the
  // deck): the viewer saw them, so their next move names them.
  const shown = new Set<number>()
  return events.map((e) => {
    switch (e.type) {
      case 'move': {
        if (!e.card) return e
        const isPublic = PUBLIC_ZONES.has(e.from) || PUBLIC_ZONES.has(e.to)
        const ownerSees = e.seat === viewer && (e.from === 'hand' || e.to === 'hand')
        if (isPublic || ownerSees) return e
        // A shown card's next move into a deck is named (Grabber); after it the viewer no longer knows the card (it may
        // be shuffled and drawn later in these events). A draw or a Prize card is never named to the other seat.
        if (e.to === 'deck' && shown.delete(e.card.uid)) return e
        return { ...e, card: null }
      }
      case 'prize':
        return e.seat === viewer ? e : { ...e, card: null }
      case 'reveal':
        if (e.to === 'both' || e.seat === viewer || (e.to === 'opponent' && e.seat !== viewer))
          for (const c of e.cards) shown.add(c.uid)
        return e.to === 'self' && e.seat !== viewer ? { ...e, cards: [] } : e
      default:
        return e
    }
  })
}
