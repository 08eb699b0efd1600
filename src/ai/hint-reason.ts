/**
 * The one-line reason of a hint (issue 21): what the suggested option changes on the table, read off three views of
 * the suggesting seat (before it, right after it, and when the opponent's turn begins after the rest of the turn was
 * played by the heuristic). Only table facts a player sees: Knock Outs and Prize cards, a Pokémon taken out of
 * reach of a Knock Out, an evolution, an attack made possible, damage dealt, cards drawn. The first that applies, in
 * that order, is the reason; the option's own effect (right after it) comes before what the rest of the turn does.
 */
import type { CardDb, GameView, Option, SlotView } from '../engine'
import { canKnockOut, defOf, payableAttacks, pokemonOf, slotAt, slotsOf } from './knowledge'

export interface ReasonInput {
  db: CardDb
  /** The seat's view before the option. */
  before: GameView
  /** Right after the option (its own prompts may still be pending). */
  now: GameView
  /** When the opponent's turn begins (or the game ended), the rest of the turn played on by the heuristic. */
  end: GameView
  option: Option
}

const nameOf = (db: CardDb, slot: SlotView | null | undefined): string => {
  const top = slot?.stack[slot.stack.length - 1]
  return (top && defOf(db, top.def)?.name) || 'your Pokémon'
}

/** A Pokémon's identity across views: its Basic card (the bottom of its stack) stays while it evolves. */
const idOf = (slot: SlotView | null | undefined): number | undefined => slot?.stack[0]?.uid

function inPlay(side: GameView['me']): SlotView[] {
  return slotsOf(side).map((s) => s.slot)
}

/** The opponent's Pokémon that were in play before and are not now (Knocked Out). */
function knockedOut(before: GameView, after: GameView): SlotView[] {
  const still = new Set(inPlay(after.opponent).map(idOf))
  return inPlay(before.opponent).filter((s) => !still.has(idOf(s)))
}

/** Could the opponent's Active Knock Out `mine` next turn (with one more Energy)? Benched Pokémon are out of reach. */
function threatened(db: CardDb, view: GameView, mine: SlotView | null | undefined): boolean {
  if (!mine || view.me.active !== mine) return false
  return canKnockOut(db, view, view.opponent.active, mine, 1)
}

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** A Pokémon of mine threatened in `before` and no longer in `after`'s Active (or no longer within reach). */
function madeSafe(db: CardDb, before: GameView, after: GameView): string | null {
  const was = before.me.active
  if (!threatened(db, before, was)) return null
  const id = idOf(was)
  const same = inPlay(after.me).find((s) => idOf(s) === id)
  if (!same || threatened(db, after, same)) return null
  return `Keeps ${nameOf(db, same)} safe from a Knock Out next turn`
}

/**
 * The reason, in a few words, that the option is suggested. Falls back to the evaluation itself when nothing on
 * the table names it.
 */
export function hintReason({ db, before, now, end, option }: ReasonInput): string {
  const me = before.me.seat
  // Knock Outs by the option itself; the Prize cards counted when the turn has passed (they are taken by a question
  // that follows the Knock Out).
  const kos = knockedOut(before, now)
  if (kos.length > 0) {
    const names = list(kos.map((s) => nameOf(db, s)))
    const taken = before.me.prizeCount - end.me.prizeCount
    if (end.result?.winner === me && end.me.prizeCount === 0) return `Knocks Out ${names} and takes your last Prize`
    if (end.result?.winner === me) return `Knocks Out ${names} and wins the game`
    if (taken > 0) return `Knocks Out ${names} and takes ${plural(taken, 'Prize card')}`
    return `Knocks Out ${names}`
  }
  if (now.result?.winner === me) return 'Wins the game'
  const safeNow = madeSafe(db, before, now)
  if (safeNow) return safeNow
  if (option.kind === 'action') {
    const a = option.action
    if (a.type === 'evolve') {
      const slot = slotAt(now, a.target)
      const from = nameOf(db, slotAt(before, a.target))
      return `Evolves ${from} into ${nameOf(db, slot)}`
    }
    if (a.type === 'attach-energy') {
      const was = slotAt(before, a.target)
      const is = slotAt(now, a.target)
      const had = new Set(payableAttacks(db, was).map((x) => x.name))
      const gained = payableAttacks(db, is).find((x) => !had.has(x.name))
      if (gained) {
        const when = a.target.zone === 'active' && before.current === me ? 'now' : 'next turn'
        return `Lets ${nameOf(db, is)} use ${gained.name} ${when}`
      }
      if (pokemonOf(db, is)) return `Brings ${nameOf(db, is)} closer to its attacks`
    }
    if (a.type === 'attack') {
      const dealt = (now.opponent.active?.damage ?? 0) - (before.opponent.active?.damage ?? 0)
      if (idOf(now.opponent.active) === idOf(before.opponent.active) && dealt > 0)
        return `Deals ${dealt} damage to ${nameOf(db, now.opponent.active)}`
    }
    if (a.type === 'bench' && inPlay(before.me).length === 1)
      return 'Benches a second Pokémon, so losing the Active does not lose the game'
  }
  const endKos = knockedOut(before, end)
  if (endKos.length > 0 && end.result?.winner === me) return `Sets up this turn's win`
  if (endKos.length > 0) return `Sets up this turn's Knock Out of ${list(endKos.map((s) => nameOf(db, s)))}`
  const safeEnd = madeSafe(db, before, end)
  if (safeEnd) return safeEnd
  const drawn = (now.me.hand?.length ?? now.me.handCount) - (before.me.hand?.length ?? before.me.handCount)
  // Playing the card itself leaves the hand: a draw shows as more than one card gained back.
  if (option.kind === 'action' && option.action.type === 'play-trainer' && drawn > 0)
    return `Draws ${plural(drawn + 1, 'card')}`
  if (option.kind === 'action' && option.action.type === 'end-turn') return 'Nothing else left improves your position'
  return 'The best position after this turn by Expert’s evaluation'
}
