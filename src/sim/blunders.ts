/**
 * The arena's blunder check (issue 21: a level may misjudge, never play nonsense). A pure watcher of one game: it is
 * shown every answered decision with the state before and after, and counts per seat the moves a person would not
 * make. The questions about the table are in src/ai/blunder-rules.ts, asked of the deciding seat's view (what it
 * could know); the counts are per seat, reported per 100 of its own turns.
 *
 * - `undo` (a): in one turn, the Active Spot goes back to a Pokémon that left it this turn by the seat's own move
 *   (Switch then retreat back, retreat then Switch back; judged at the seat's main-phase menus) and has not evolved
 *   since (an evolved one is another position: `pokemonKey`, heuristic/turn-memory.ts); or a retreat discards
 *   Energy attached this turn although the engine offered to pay the cost with the Energy the Pokémon had before
 *   (the attachment bought nothing; it belonged on another Pokémon).
 * - `waste` (b): a retreat that discards Energy and brings nothing (`retreatHelps` is false: no Special Condition
 *   cured, no attacker that attacks when the Active could not or hits harder, no escape from a Knock Out); or a
 *   Trainer whose play changed nothing on the table but sent cards from the hand to the discard pile (nothing drawn
 *   or searched, no deck touched, no Pokémon, Energy, damage, marker or Prize changed on either side), with no coin
 *   flipped (a chance that failed is no blunder) and no card revealed, looked at and ordered or chosen (knowledge
 *   gained).
 * - `skippedKo` (c): at the choice that ends the turn (an attack or End turn), an attack on offer Knocks Out the
 *   opponent's Active for sure (`sureKnockOut`) and the choice is not such an attack.
 * - `leftExposed` (d): the turn is ended with End turn (no attack) while an Active (either of the two in a 2-on-2
 *   Battle) would be Knocked Out by the opponent's Active next turn (`exposed`, with one more Energy on it) and the
 *   menu offered a retreat of it, costing at most one Energy, to a Benched Pokémon that would not be
 *   (`escapesFromKnockOut`).
 * - `skippedAttack` (e): End turn while a free attack was on offer (`freeAttack`: damage, nothing but the Energy
 *   attached; not counted again when (c) already counted that menu).
 * - `passedAttack` (f): End turn while an attack worth making was on offer (`attackWorthMaking`: any attack, one
 *   without damage or that discards Energy too, but for the few where attacking is a loss — a once-a-game power, a
 *   self Knock Out, drawing the deck's last cards, discarding Energy for no damage). Issue 17: the computer "never
 *   passes a turn it could attack in"; in a 2-on-2 Battle this counts a second Active's attack left unused too.
 */
import type { CardDb, GameEvent, GameState, Option, Seat } from '../engine'
import { viewFor } from '../engine'
import {
  attackOf,
  attackWorthMaking,
  escapesFromKnockOut,
  freeAttack,
  retreatHelps,
  sureKnockOut,
} from '../ai/blunder-rules'

export interface BlunderTally {
  /** The seat's own turns (a main-phase menu was answered). */
  turns: number
  undo: number
  waste: number
  skippedKo: number
  leftExposed: number
  skippedAttack: number
  passedAttack: number
}

export const BLUNDER_KINDS = ['undo', 'waste', 'skippedKo', 'leftExposed', 'skippedAttack', 'passedAttack'] as const

export const emptyBlunderTally = (): BlunderTally => ({
  turns: 0,
  undo: 0,
  waste: 0,
  skippedKo: 0,
  leftExposed: 0,
  skippedAttack: 0,
  passedAttack: 0,
})

export function addBlunderTally(a: BlunderTally, b: BlunderTally): BlunderTally {
  for (const k of Object.keys(a) as (keyof BlunderTally)[]) a[k] += b[k]
  return a
}

/** A retreat chosen and not yet paid (its discard prompt may come next). */
interface PendingRetreat {
  label: string
  from: number
  energy: number[]
  /** Energy cards on it that were attached this turn. */
  fresh: number[]
  helps: boolean
  /** The engine offered a way to pay the cost without the Energy attached this turn (its payment question). */
  olderCould: boolean
}

/** A Trainer played: the table without the hand and discard pile, to compare once it has resolved. */
interface PendingTrainer {
  label: string
  /** Its resolution flipped a coin or revealed cards: a chance taken or knowledge gained, not nothing. */
  gained: boolean
  table: string
  hand: number[]
}

interface SeatTurn {
  turn: number
  /** Top-card uids of the Pokémon that were Active at this turn's menus, in order (an evolution is a new entry). */
  actives: number[]
  /** Energy card uids attached this turn. */
  attached: Set<number>
  retreat: PendingRetreat | null
  trainer: PendingTrainer | null
  /** The latest main-phase choice (for the trace). */
  last: string
}

const freshTurn = (turn: number): SeatTurn => ({
  turn,
  actives: [],
  attached: new Set(),
  retreat: null,
  trainer: null,
  last: '',
})

export class BlunderWatch {
  readonly tally: [BlunderTally, BlunderTally] = [emptyBlunderTally(), emptyBlunderTally()]
  private turns: [SeatTurn, SeatTurn] = [freshTurn(-1), freshTurn(-1)]

  /** `trace`: told of each blunder as it is counted (the arena prints them with BLUNDER_TRACE=1). */
  constructor(
    private readonly db: CardDb,
    private readonly trace?: (seat: Seat, kind: keyof BlunderTally, what: string) => void,
  ) {}

  private count(seat: Seat, kind: Exclude<keyof BlunderTally, 'turns'>, what: string): void {
    this.tally[seat][kind]++
    this.trace?.(seat, kind, what)
  }

  /** One answered decision: the state it was asked in, the picks, the state and events that followed. */
  step(before: GameState, picks: readonly number[], after: GameState, events: readonly GameEvent[]): void {
    const d = before.pending
    if (!d || d.seat !== before.current) return
    const seat = d.seat
    let t = this.turns[seat]
    if (d.ask === 'main' && t.turn !== before.turn) {
      t = this.turns[seat] = freshTurn(before.turn)
      this.tally[seat].turns++
      const a = activeBase(before, seat)
      if (a !== undefined) t.actives.push(a)
    }
    if (t.turn !== before.turn) return
    // A Trainer that has its player look at cards and order or choose them (Pokédex) gave knowledge.
    if (t.trainer && (d.ask === 'order' || d.ask === 'choose-cards')) t.trainer.gained = true
    // How the retreat could be paid: asked only when there are several ways (EffectCtx.discardEnergy).
    if (t.retreat && d.ask === 'discard-energy') {
      const fresh = t.retreat.fresh
      t.retreat.olderCould ||= d.options.some((o) => o.kind === 'cards' && !o.uids.some((u) => fresh.includes(u)))
    }
    if (d.ask === 'main' && picks.length === 1) this.menu(before, seat, d.options, d.options[picks[0]!], t)
    for (const e of events) {
      // A coin (a chance taken), cards revealed, or the seat's own deck searched (it looked through it, then
      // shuffled): not nothing, even when the search found no card to take.
      if (t.trainer && (e.type === 'coin' || e.type === 'reveal' || (e.type === 'shuffle' && e.seat === seat)))
        t.trainer.gained = true
      if (e.type === 'move' && e.to === 'attached' && e.card && this.db.get(e.card.def).kind === 'energy')
        t.attached.add(e.card.uid)
    }
    const turnOver = after.turn !== t.turn || after.current !== seat
    const atMenu = !turnOver && after.pending?.seat === seat && after.pending.ask === 'main'
    if (turnOver || atMenu) this.settle(after, seat, t, atMenu)
  }

  /** A main-phase choice: judge the turn's end (c, d, e) and note a retreat or Trainer to settle later. */
  private menu(s: GameState, seat: Seat, options: readonly Option[], chosen: Option | undefined, t: SeatTurn): void {
    if (chosen?.kind !== 'action') return
    t.last = chosen.label
    const a = chosen.action
    const view = viewFor(s, seat)
    const db = this.db
    if (a.type === 'attack' || a.type === 'end-turn') {
      const attacks = options.flatMap((o) =>
        o.kind === 'action' && o.action.type === 'attack' ? (attackOf(db, view, o.action) ?? []) : [],
      )
      const chosenAtk = a.type === 'attack' ? attackOf(db, view, a) : null
      // In a 2-on-2 Battle each attack is offered per attacker and per Defending Pokémon (attackOf reads both).
      const koOnOffer = attacks.some((x) => sureKnockOut(db, view, x.attacker, x.atk, x.defender))
      if (koOnOffer && !(chosenAtk && sureKnockOut(db, view, chosenAtk.attacker, chosenAtk.atk, chosenAtk.defender)))
        this.count(seat, 'skippedKo', chosen.label)
      else if (a.type === 'end-turn' && attacks.some((x) => freeAttack(db, view, x.attacker, x.atk, x.defender)))
        this.count(seat, 'skippedAttack', chosen.label)
      if (a.type === 'end-turn' && attacks.some((x) => attackWorthMaking(db, view, x.attacker, x.atk, x.defender))) {
        const offered = options.flatMap((o) => (o.kind === 'action' && o.action.type === 'attack' ? [o.label] : []))
        this.count(seat, 'passedAttack', `End turn with ${offered.join(' | ')} on offer`)
      }
      // Either Active in a 2-on-2 Battle: a safe retreat of the exposed one (`from: 1` for the second spot).
      if (a.type === 'end-turn' && escapesFromKnockOut(db, view, options).length > 0)
        this.count(seat, 'leftExposed', chosen.label)
    } else if (a.type === 'retreat') {
      // Either Active may retreat in a 2-on-2 Battle (`from: 1`: the second spot).
      const from = a.from === 1 ? s.players[seat].secondActive : s.players[seat].active
      const fromView = a.from === 1 ? view.me.secondActive : view.me.active
      const to = view.me.bench[a.to]
      if (from && to && fromView)
        t.retreat = {
          label: chosen.label,
          from: from.stack[from.stack.length - 1]!,
          energy: [...from.energy],
          fresh: from.energy.filter((u) => t.attached.has(u)),
          helps: retreatHelps(db, view, fromView, to),
          olderCould: false,
        }
    } else if (a.type === 'play-trainer') {
      t.trainer = { table: tableOf(s, seat), hand: [...s.players[seat].hand], label: chosen.label, gained: false }
    }
  }

  /** Back at a menu of the same turn (or the turn is over): check the Active (a), settle the retreat and Trainer. */
  private settle(s: GameState, seat: Seat, t: SeatTurn, atMenu: boolean): void {
    const p = s.players[seat]
    let wentBack = false
    const now = activeBase(s, seat)
    const last = t.actives[t.actives.length - 1]
    if (atMenu && now !== undefined && now !== last) {
      // Back to a Pokémon that was Active earlier this turn, while the one it replaced is still in play.
      const replacedInPlay = last !== undefined && p.bench.some((b) => b.stack[b.stack.length - 1] === last)
      wentBack = t.actives.includes(now) && replacedInPlay
      if (wentBack) this.count(seat, 'undo', `back to an earlier Active after ${t.last}`)
      t.actives.push(now)
    }
    const r = t.retreat
    if (r && (now !== r.from || !atMenu)) {
      t.retreat = null
      const discarded = r.energy.filter((u) => p.discard.includes(u))
      // A retreat back to an earlier Active is counted once, as that undo.
      if (discarded.length > 0 && !wentBack) {
        // Undone: an Energy attached this turn went to the discard pile though the engine offered to pay with older
        // Energy (counted in payments offered, not in cards: a Double Colorless Energy pays 2 on its own).
        const freshGone = discarded.some((u) => r.fresh.includes(u))
        if (freshGone && r.olderCould) this.count(seat, 'undo', `${r.label} after attaching to it`)
        else if (!r.helps) this.count(seat, 'waste', r.label)
      }
    }
    const tr = t.trainer
    if (tr && atMenu) {
      t.trainer = null
      const drewNothing = p.hand.every((u) => tr.hand.includes(u))
      if (drewNothing && !tr.gained && tableOf(s, seat) === tr.table) this.count(seat, 'waste', tr.label)
    }
  }
}

/** The Active Pokémon as it is now: its top card (an evolution makes it another position, as for the policy). */
const activeBase = (s: GameState, seat: Seat): number | undefined => {
  const stack = s.players[seat].active?.stack
  return stack?.[stack.length - 1]
}

/**
 * Everything on the table a Trainer could change, but the player's hand and discard pile: both sides' Pokémon (with
 * their Energy, Tools, damage and markers), decks in order, Prizes, the opponent's hand, player markers, the Stadium.
 */
function tableOf(s: GameState, seat: Seat): string {
  const side = (i: Seat) => {
    const p = s.players[i]
    const { hand, discard, turn, ...rest } = p
    void turn
    return i === seat ? rest : { ...rest, hand, discard }
  }
  return JSON.stringify([side(0), side(1), s.stadium ?? null])
}

/** Blunders per 100 of the seat's own turns. */
export function per100(t: BlunderTally): Record<(typeof BLUNDER_KINDS)[number], number> {
  const f = (n: number) => Math.round((1000 * n) / Math.max(1, t.turns)) / 10
  return {
    undo: f(t.undo),
    waste: f(t.waste),
    skippedKo: f(t.skippedKo),
    leftExposed: f(t.leftExposed),
    skippedAttack: f(t.skippedAttack),
    passedAttack: f(t.passedAttack),
  }
}
