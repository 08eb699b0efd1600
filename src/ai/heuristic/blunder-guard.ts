/**
 * The blunder guard (issue 21): whatever a level's randomness or search prefers, no main-phase choice may be one of
 * the blunders of src/ai/blunder-rules.ts, which the arena counts (src/sim/blunders.ts). A level errs by misjudging
 * among sensible moves, never by nonsense. The guard rewrites the main-phase scores:
 *
 * - a retreat back to a Pokémon that was Active earlier this turn and has not evolved since, or a Trainer that
 *   switches the Active when every Benched Pokémon was (a), a paid retreat from a Pokémon that got Energy this turn
 *   while its older Energy pays the cost (a) — unless it escapes a Knock Out (d) —, or a paid retreat
 *   that brings nothing (b), or a Trainer that can only be thrown away (b: a draw with an empty deck, Marnie's
 *   kind with both hands empty), or a retreat or switching Trainer that takes a safe Active out for a Pokémon the
 *   opponent Knocks Out next turn and that does no damage this turn (d: `intoKnockOut`), or an evolution that takes
 *   the Active's attack this turn away and leaves it to be Knocked Out next turn (d: `evolvesOutOfAttack`) scores
 *   BLUNDER;
 * - an attack that does not Knock Out while another on offer Knocks Out for sure (c) scores BLUNDER;
 * - End turn scores BLUNDER while a sure Knock Out (c) or a free attack (e) is on offer, or while an Active (either
 *   spot in a 2-on-2 Battle: `escapesFromKnockOut`) would be Knocked Out next turn and a sensible retreat of it
 *   costing at most one Energy brings in a Pokémon that would not be (d);
 *   that retreat is then played (when no attack is on offer at all) rather than left to chance, and Energy that would
 *   make no attack of the Active payable is not attached to it before (a: it would pay for the retreat or go to the
 *   Bench with it); End turn also scores BLUNDER while an attack worth making (f) is on offer (in 1-on-1 one the
 *   heuristic scores above End turn, so its deliberate passes near a deck-out stay; in a 2-on-2 Battle any).
 *
 * BLUNDER is far below every other score, so neither the softmax of the lower levels nor the search (which takes
 * the heuristic's best options as candidates) ever picks such an option while another is left.
 */
import type { CardDb, Decision, GameView, MainAction, Option, SlotView } from '../../engine'
import {
  attackOf,
  attackWorthMaking,
  escapesFromKnockOut,
  evolvesOutOfAttack,
  exposed,
  freeAttack,
  intoKnockOut,
  playsForNothing,
  retreatCost,
  retreatHelps,
  sureKnockOut,
} from '../blunder-rules'
import { pokemonKey, type TurnMemory } from './turn-memory'
import { defOf, readiness, unitsOfCard } from '../knowledge'

export const BLUNDER = -50_000
/** The score of a retreat out of a Knock Out when nothing else ends the turn better (above End turn's 0). */
const ESCAPE = 1100

type Action = MainAction

export function guardBlunders(
  db: CardDb,
  view: GameView,
  d: Decision,
  mem: TurnMemory,
  scores: readonly number[],
): number[] {
  const out = [...scores]
  const actions: (Action | null)[] = d.options.map((o) => (o.kind === 'action' ? o.action : null))
  const attacks = actions.flatMap((a, i) => {
    if (a?.type !== 'attack') return []
    const x = attackOf(db, view, a)
    return x ? [{ i, ...x }] : []
  })
  // Each attacker against each Defending Pokémon in a 2-on-2 Battle (attackOf names both).
  const kos = new Set(attacks.filter((x) => sureKnockOut(db, view, x.attacker, x.atk, x.defender)).map((x) => x.i))
  const free = attacks.some((x) => freeAttack(db, view, x.attacker, x.atk, x.defender))
  // (d) Retreats that take an exposed Active (either spot in a 2-on-2 Battle) out of a Knock Out.
  const escapes = new Set(escapesFromKnockOut(db, view, d.options))
  const safeRetreats: number[] = []
  actions.forEach((a, i) => {
    if (a?.type === 'attack' && kos.size > 0 && !kos.has(i)) out[i] = BLUNDER
    if (
      a?.type === 'play-trainer' &&
      (switchesBack(db, view, mem, a.card) ||
        switchesIntoKnockOut(db, view, mem, a.card) ||
        playsForNothing(db, view, a.card))
    )
      out[i] = BLUNDER
    if (a?.type === 'evolve' && a.target.zone === 'active' && a.target.seat === view.me.seat) {
      const act = a.target.spot === 1 ? view.me.secondActive : view.me.active
      if (act && evolvesOutOfAttack(db, view, act, a.card)) out[i] = BLUNDER
    }
    if (a?.type === 'retreat') {
      if (retreatBlunder(db, view, mem, a.to, a.from)) out[i] = BLUNDER
      else if (escapes.has(i)) safeRetreats.push(i)
    }
  })
  const end = actions.findIndex((a) => a?.type === 'end-turn')
  if (end < 0) return out
  if (kos.size > 0 || free) out[end] = BLUNDER
  // Issue 17: the computer "never passes a turn it could attack in". End turn is refused while an attack worth
  // making is on offer (blunder-rules.ts (f)), not only a free one: a person does not pass up a free draw or a
  // coin for Asleep for nothing. In 1-on-1 only an attack the heuristic itself scores above End turn counts: it
  // passes a draw on purpose when the deck is short of the turns its Prize cards need or the hand is full
  // (deck-out-play.test.ts). Until the nineteenth session this was 2-on-2 only, and Normal's softmax passed such an
  // attack about one turn in eight.
  const worth = attacks.filter((x) => attackWorthMaking(db, view, x.attacker, x.atk, x.defender))
  if (worth.some((x) => view.format === 'double' || scores[x.i]! > scores[end]!)) out[end] = BLUNDER
  if (safeRetreats.length > 0) {
    out[end] = BLUNDER
    if (attacks.length === 0) {
      const best = safeRetreats.reduce((b, i) => (scores[i]! > scores[b]! ? i : b))
      out[best] = Math.max(out[best]!, ESCAPE)
      // That retreat will be played this turn: Energy attached to the Active that retreats first, with no attack it
      // makes payable, would go to the Bench with it or pay for the retreat (a). It goes on after the retreat, to the
      // Pokémon that comes in or to another, so the searches do not take that order either.
      const chosen = actions[best]
      const spot = chosen?.type === 'retreat' ? chosen.from : undefined
      const leaving = (spot === 1 ? view.me.secondActive : view.me.active) ?? null
      actions.forEach((a, i) => {
        if (leaving && a?.type === 'attach-energy' && a.target.zone === 'active' && a.target.spot === spot)
          if (!attackPayableWith(db, view, leaving, a.card)) out[i] = BLUNDER
      })
    }
  }
  return out
}

/** Would the Active have an attack it can pay with the Energy card `card` from the hand attached? */
function attackPayableWith(db: CardDb, view: GameView, act: SlotView, card: number): boolean {
  const def = view.me.hand?.find((h) => h.uid === card)?.def
  return readiness(db, act, def ? unitsOfCard(db, def) : []) === 0
}

/** (a) and (b) for a retreat to the Benched Pokémon at `to`. */
function retreatBlunder(db: CardDb, view: GameView, mem: TurnMemory, to: number, spot?: 1): boolean {
  // `spot: 1`: the second Active of a 2-on-2 Battle retreats.
  const from = (spot === 1 ? view.me.secondActive : view.me.active) ?? null
  const bench = view.me.bench[to]
  if (!from || !bench) return false
  if (mem.actives.includes(pokemonKey(bench) ?? -1)) return true
  if (intoKnockOut(db, view, from, bench)) return true
  const cost = retreatCost(db, from)
  if (cost <= 0) return false
  const fresh = from.energy.filter((e) => mem.attached.includes(e.uid)).length
  // Attaching and then retreating wastes the attachment — unless the retreat takes the Pokémon out of a Knock Out
  // (d): then the retreat is right, and paying with the older Energy keeps the new one.
  const escapes = exposed(db, view, from) && !exposed(db, view, bench)
  if (fresh > 0 && from.energy.length - fresh >= cost && !escapes) return true
  return !retreatHelps(db, view, from, bench)
}

/** Switching the Active, by its text, when every Benched Pokémon was Active earlier this turn (a). */
const SWITCH_OWN = /switch your Active Pok[eé]mon with (one|1) of your Benched/i
function switchesBack(db: CardDb, view: GameView, mem: TurnMemory, card: number): boolean {
  if (!switchesOwn(db, view, card)) return false
  const bench = view.me.bench
  return bench.length > 0 && bench.every((b) => mem.actives.includes(pokemonKey(b) ?? -1))
}

/**
 * Switching the Active, by its text, when every Benched Pokémon it may bring in (not one Active earlier this turn) goes
 * into a Knock Out for nothing (blunder-rules.ts `intoKnockOut`, d).
 */
function switchesIntoKnockOut(db: CardDb, view: GameView, mem: TurnMemory, card: number): boolean {
  const act = view.me.active
  if (!act || !switchesOwn(db, view, card)) return false
  const bench = view.me.bench.filter((b) => !mem.actives.includes(pokemonKey(b) ?? -1))
  return bench.length > 0 && bench.every((b) => intoKnockOut(db, view, act, b))
}

const switchesOwn = (db: CardDb, view: GameView, card: number): boolean => {
  const c = view.me.hand?.find((h) => h.uid === card)
  const def = c ? defOf(db, c.def) : null
  return def?.kind === 'trainer' && SWITCH_OWN.test(def.text ?? '')
}

/** The engine's question for paying a Retreat Cost (flow/actions.ts) when there are several ways to pay it. */
const RETREAT_PAYMENT = /Retreat Cost/
/**
 * (a) At the question how to pay a Retreat Cost in the viewer's own turn: the payments that discard no Energy attached
 * this turn, when some do and some do not; otherwise null (nothing to leave out). Paying with the Energy just
 * attached undoes that attachment (blunders.ts counts it) while the older Energy could pay; the answer, noisy or not,
 * is made among the others (policy.ts), whatever types the retreating Pokémon's attacks would rather keep.
 */
export function olderEnergyPayments(view: GameView, d: Decision, mem: TurnMemory): number[] | null {
  if (d.ask !== 'discard-energy' || view.current !== view.me.seat || !RETREAT_PAYMENT.test(d.text ?? '')) return null
  const fresh = (o: Option) => o.kind === 'cards' && o.uids.some((u) => mem.attached.includes(u))
  const keep = d.options.flatMap((o, i) => (fresh(o) ? [] : [i]))
  return keep.length > 0 && keep.length < d.options.length ? keep : null
}
