/**
 * The evaluation V(view, seat) of research §1.7.2 item 4: how good a position looks for `seat`, from what one
 * seat may see. The Prize race dominates; then Knock Outs available next turn (both ways, the side to move weighted
 * more), Energy on the Active and on a ready Bench, evolution progress, bench depth, Special Conditions, hand and
 * deck size. All weights are in WEIGHTS, in units of "one Prize card".
 */
import type { CardDb, GameView, SideView, SlotView } from '../../../engine'
import {
  canKnockOut,
  hpOf,
  hpLeft,
  pokemonOf,
  prizesFor,
  readiness,
  strongestDeficit,
  unitsOfSlot,
  sideOf,
} from '../knowledge'

export const WEIGHTS = {
  /** Per Prize card ahead in the race. */
  prize: 1,
  /** The side to move can Knock Out the other's Active (with one more Energy), per Prize it would take. */
  koThreatMover: 0.6,
  /** The side not to move could Knock Out the other's Active next turn, per Prize. */
  koThreatOther: 0.3,
  /** A Knock Out that would leave the victim with no Pokémon: the game. */
  koLastPokemon: 3,
  /** The Active can attack now / each Benched Pokémon that can attack now. */
  activeReady: 0.35,
  benchReady: 0.12,
  /** Per Energy unit attached toward the strongest attack (Active, Bench). */
  activeEnergyUnit: 0.1,
  benchEnergyUnit: 0.06,
  /** Per evolution stage in play. */
  stage: 0.18,
  /** Pokémon in play, indexed by count (0…6). No Pokémon loses the game. */
  depth: [-4, -0.7, 0, 0.2, 0.3, 0.35, 0.38],
  /** Damage on the Active, as a fraction of its HP. */
  activeDamage: 0.35,
  benchDamage: 0.1,
  asleep: 0.15,
  paralyzed: 0.3,
  confused: 0.15,
  poisoned: 0.15,
  burned: 0.15,
  /** Per card in hand, up to handCap. */
  handCard: 0.04,
  handCap: 8,
  /** Per card below deckSafe in the deck; an empty deck on one's own draw loses. */
  deckLow: 0.08,
  deckSafe: 8,
  /** Scale of the tanh squash: raw score → [−1, 1]. */
  squash: 4,
}

export type Weights = typeof WEIGHTS

/** Raw score (Prize units) of the position for `seat`; ±100 for a finished game. */
export function evaluateRaw(view: GameView, seat: number, db: CardDb, w: Weights = WEIGHTS): number {
  if (view.result) {
    if (view.result.winner === null) return 0
    return view.result.winner === seat ? 100 : -100
  }
  const me = sideOf(view, seat)
  const opp = sideOf(view, seat === 0 ? 1 : 0)
  let s = w.prize * (opp.prizeCount - me.prizeCount)
  s += sideScore(view, me, db, w) - sideScore(view, opp, db, w)

  // Knock Outs next turn. The side to move is the one whose turn it is (during setup: nobody yet).
  if (view.phase === 'main') {
    const mover = view.current
    const threat = (att: SideView, def: SideView): number => {
      if (!att.active || !def.active || att.active.faceDown || def.active.faceDown) return 0
      if (!canKnockOut(db, view, att.active, def.active, att.seat === mover && att.turn.energyAttached ? 0 : 1))
        return 0
      const last = def.bench.length === 0
      return (last ? w.koLastPokemon : 0) + prizesFor(db, def.active)
    }
    const kMe = threat(me, opp) * (me.seat === mover ? w.koThreatMover : w.koThreatOther)
    const kOpp = threat(opp, me) * (opp.seat === mover ? w.koThreatMover : w.koThreatOther)
    s += kMe - kOpp
  }
  return s
}

/** V in [−1, 1]. */
export function evaluate(view: GameView, seat: number, db: CardDb, w: Weights = WEIGHTS): number {
  const r = evaluateRaw(view, seat, db, w)
  if (r >= 100) return 1
  if (r <= -100) return -1
  return Math.tanh(r / w.squash)
}

function sideScore(view: GameView, side: SideView, db: CardDb, w: Weights): number {
  let s = 0
  const inPlay = (side.active ? 1 : 0) + side.bench.length
  s += w.depth[Math.min(inPlay, w.depth.length - 1)]!
  if (side.active) s += slotScore(db, side.active, true, w)
  for (const b of side.bench) s += slotScore(db, b, false, w)
  s += w.handCard * Math.min(side.handCount, w.handCap)
  if (side.deckCount < w.deckSafe) s -= w.deckLow * (w.deckSafe - side.deckCount)
  if (side.deckCount === 0 && view.phase === 'main' && view.current !== side.seat) s -= 2 // draws next and loses
  return s
}

function slotScore(db: CardDb, slot: SlotView, active: boolean, w: Weights): number {
  if (slot.faceDown) return 0
  let s = 0
  const pk = pokemonOf(db, slot)
  if (!pk) return 0
  const hp = hpOf(db, slot)
  if (hp > 0) s -= (active ? w.activeDamage : w.benchDamage) * (1 - hpLeft(db, slot) / hp)
  const ready = readiness(db, slot) === 0
  if (ready) s += active ? w.activeReady : w.benchReady
  // Energy toward the strongest attack: units attached minus what is still missing, capped at the cost.
  const units = unitsOfSlot(db, slot).length
  const missing = strongestDeficit(db, slot)
  const useful = Math.max(0, Math.min(units, maxCost(pk.attacks.map((a) => a.cost.length)) - missing))
  s += useful * (active ? w.activeEnergyUnit : w.benchEnergyUnit)
  s += (slot.stack.length - 1) * w.stage
  if (active) {
    const c = slot.conditions
    if (c.rotation === 'asleep') s -= w.asleep
    if (c.rotation === 'paralyzed') s -= w.paralyzed
    if (c.rotation === 'confused') s -= w.confused
    if (c.poisoned) s -= w.poisoned * (c.poisonCounters ?? 1)
    if (c.burned) s -= w.burned
  }
  return s
}

const maxCost = (xs: number[]): number => xs.reduce((a, b) => Math.max(a, b), 0)
