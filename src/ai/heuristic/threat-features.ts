/**
 * What the hand-set evaluation (evaluate.ts) does not see of the next two turns: the reply (issue 21; docs/ai.md
 * "Evaluation that sees the reply"). evaluate.ts scores a Knock Out next turn only from one Active onto the other,
 * only as yes or no, and a Knock Out that takes the attacker's last Prize cards the same as any other. Here, for each
 * side's next attack (the side to move attacks first):
 *
 * - its best hit on the other's Active as a fraction of the HP left (graded: two thirds of the HP now is a Knock
 *   Out after one more hit), from its Active or from a Benched Pokémon that could come in — by retreat or a Switch —
 *   at a discount, Weakness and Resistance counted (`bestDamage`), with the Energy attached plus one attachment if
 *   it may still attach before that attack;
 * - a Knock Out only a Benched Pokémon could make (evaluate.ts sees the Active's only);
 * - a Knock Out that takes the attacker's last Prize cards: the game, like taking the last Pokémon;
 * - the follow-up: Benched attackers ready after one more attachment that hit the other's Active, so that losing the
 *   Active does not leave the side without an attack;
 * - the Prize race (weight 0 unless an agent asks for it): how many attacks each side needs to take its remaining
 *   Prize cards at its best next hit (`turnsToWin`), the side to move half a turn ahead.
 *
 * All in Prize units like evaluate.ts (`replyAwareValue` adds them to `evaluateRaw`). Energy in the opponent's hand
 * is hidden, so "one attachment" is all either side is assumed to have.
 */
import type { CardDb, GameView, SideView, SlotView } from '../../engine'
import { activesOf } from '../actives'
import { bestDamage, hpLeft, prizesFor, readiness, sideOf } from '../knowledge'
import { evaluateRaw, WEIGHTS } from './evaluate'
import type { Evaluator } from './value'

export const THREAT_WEIGHTS = {
  /** Per Prize of the Defending Pokémon, times the share of its HP left that the best next hit takes (mover/other). */
  hitMover: 0.25,
  hitOther: 0.1,
  /** A Benched attacker's hit counts this much of an Active's (it must first come in). */
  benchDiscount: 0.5,
  /** A Knock Out only a Benched Pokémon can make, per Prize (mover/other; evaluate.ts scores the Active's). */
  benchKoMover: 0.3,
  benchKoOther: 0.15,
  /** A Knock Out that takes the attacker's last Prize cards (mover/other). */
  winningKoMover: 2,
  winningKoOther: 0.8,
  /** Each Benched Pokémon (up to two) that attacks the Defending Pokémon after at most one more attachment. */
  followUp: 0.06,
  /** Per turn that the other side needs more than this one to win the Prize race (capped at ±3 turns). */
  race: 0,
}

export type ThreatWeights = typeof THREAT_WEIGHTS

/** How `att` could hit `def`'s Active Pokémon on its next attack. */
export interface NextHit {
  /** Best share of a Defending Pokémon's HP left taken by an Active attacker, times its Prize cards. */
  activeHit: number
  /** The same from a Benched attacker (undiscounted). */
  benchHit: number
  /** Prize cards of a Knock Out by an Active attacker / only by a Benched one (0: none). */
  activeKo: number
  benchKo: number
  /** A Knock Out (by any) that takes the attacker's last Prize cards. */
  winningKo: boolean
  /** Benched Pokémon at most one attachment from an attack that damages a Defending Pokémon. */
  followUps: number
}

/** `extra`: Energy units the attacker may still attach before it attacks (0 or 1). */
export function nextHit(db: CardDb, view: GameView, att: SideView, def: SideView, extra: number): NextHit {
  const out: NextHit = { activeHit: 0, benchHit: 0, activeKo: 0, benchKo: 0, winningKo: false, followUps: 0 }
  const defenders = activesOf(def).filter((d) => !d.faceDown)
  const actives = activesOf(att).filter((a) => !a.faceDown)
  const bench = att.bench.filter((b) => !b.faceDown)
  const consider = (a: SlotView, onBench: boolean) => {
    let follows = false
    for (const d of defenders) {
      const left = hpLeft(db, d)
      if (left <= 0) continue
      const dmg = bestDamage(db, view, a, d, extra)
      if (dmg <= 0) continue
      const prizes = prizesFor(db, d)
      const hit = Math.min(1, dmg / left) * prizes
      follows = true
      if (onBench) out.benchHit = Math.max(out.benchHit, hit)
      else out.activeHit = Math.max(out.activeHit, hit)
      if (dmg >= left) {
        if (onBench) out.benchKo = Math.max(out.benchKo, prizes)
        else out.activeKo = Math.max(out.activeKo, prizes)
        if (prizes >= att.prizeCount) out.winningKo = true
      }
    }
    if (onBench && follows && readiness(db, a) <= 1) out.followUps++
  }
  for (const a of actives) consider(a, false)
  for (const b of bench) consider(b, true)
  if (out.activeKo >= out.benchKo) out.benchKo = 0
  return out
}

/** Attacks the race assumes per Prize card once the other side's Pokémon in play are all Knocked Out. */
const HITS_PER_UNSEEN_PRIZE = 2
/** Turns counted for a side that cannot damage the other's Active at all. */
const NO_DAMAGE_TURNS = 8

/**
 * How many attacks `att` needs to win: it hits the Defending Pokémon with its best next attack (`extra` Energy
 * more) until it is Knocked Out, then each of the other side's Benched Pokémon, those needing the fewest hits first
 * (at the damage its best attacker now does to each), taking their Prize cards until none is owed (rules.md KO-5).
 * Prizes still owed after that cost `HITS_PER_UNSEEN_PRIZE` hits each (the other side will play more Pokémon; its
 * last Pokémon Knocked Out is the depth term of evaluate.ts).
 */
export function turnsToWin(db: CardDb, view: GameView, att: SideView, def: SideView, extra: number): number {
  const attackers = [...activesOf(att), ...att.bench].filter((a) => !a.faceDown)
  const hitsOn = (d: SlotView): number => {
    const left = hpLeft(db, d)
    const dmg = attackers.reduce((m, a) => Math.max(m, bestDamage(db, view, a, d, extra)), 0)
    return dmg > 0 ? Math.ceil(left / dmg) : Infinity
  }
  const targets = [...activesOf(def), ...def.bench].filter((d) => !d.faceDown)
  if (targets.length === 0) return 0
  const [first, ...rest] = targets
  const order = [
    first!,
    ...rest
      .map((d) => ({ d, h: hitsOn(d) }))
      .sort((a, b) => a.h - b.h)
      .map((x) => x.d),
  ]
  let owed = att.prizeCount
  let turns = 0
  for (const d of order) {
    const h = hitsOn(d)
    if (!Number.isFinite(h)) return turns + NO_DAMAGE_TURNS
    turns += h
    owed -= prizesFor(db, d)
    if (owed <= 0) return turns
  }
  return turns + owed * HITS_PER_UNSEEN_PRIZE
}

/** The reply terms for `seat` (Prize units, antisymmetric: the other seat gets the opposite). */
export function threatScore(view: GameView, seat: number, db: CardDb, w: ThreatWeights = THREAT_WEIGHTS): number {
  if (view.result || view.phase !== 'main') return 0
  const me = sideOf(view, seat)
  const opp = sideOf(view, seat === 0 ? 1 : 0)
  const side = (att: SideView, def: SideView): number => {
    const moving = att.seat === view.current
    const extra = moving && att.turn.energyAttached ? 0 : 1
    const h = nextHit(db, view, att, def, extra)
    const hit = Math.max(h.activeHit, w.benchDiscount * h.benchHit)
    let s = (moving ? w.hitMover : w.hitOther) * hit
    s += (moving ? w.benchKoMover : w.benchKoOther) * h.benchKo
    if (h.winningKo) s += moving ? w.winningKoMover : w.winningKoOther
    s += w.followUp * Math.min(2, h.followUps)
    return s
  }
  let race = 0
  if (w.race !== 0) {
    const extraOf = (x: SideView) => (x.seat === view.current && x.turn.energyAttached ? 0 : 1)
    const mine = turnsToWin(db, view, me, opp, extraOf(me))
    const theirs = turnsToWin(db, view, opp, me, extraOf(opp))
    const tempo = me.seat === view.current ? 0.5 : -0.5
    race = w.race * Math.max(-3, Math.min(3, theirs - mine + tempo))
  }
  return side(me, opp) - side(opp, me) + race
}

/**
 * The hand-set evaluation plus the reply terms weighed `w` (opt-in per agent: levels.ts `-v2` agents), squashed the
 * same way.
 */
export function replyAware(w: ThreatWeights = THREAT_WEIGHTS): Evaluator {
  return (view, seat, db) => {
    const r = evaluateRaw(view, seat, db)
    if (r >= 100) return 1
    if (r <= -100) return -1
    return Math.tanh((r + threatScore(view, seat, db, w)) / WEIGHTS.squash)
  }
}

export const replyAwareValue: Evaluator = replyAware()

/** The reply terms with the Prize race weighed (levels.ts `hard-v3`). */
export const RACE_THREAT_WEIGHTS: ThreatWeights = { ...THREAT_WEIGHTS, race: 0.25 }

/** Every reply weight doubled: a probe of whether the terms point the right way (levels.ts `hard-v2x2`). */
export const DOUBLED_THREAT_WEIGHTS: ThreatWeights = Object.fromEntries(
  Object.entries(THREAT_WEIGHTS).map(([k, v]) => [k, k === 'benchDiscount' ? v : 2 * v]),
) as ThreatWeights
