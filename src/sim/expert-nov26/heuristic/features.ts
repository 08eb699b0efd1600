/**
 * The features of a position that the learned evaluation (value.ts) weighs: what one seat sees of each side — the
 * Prize race, Knock Outs within reach, attackers and Energy, evolution, bench depth and damage, Special Conditions,
 * hand and deck. Each side gets the same list (`sideFeatures`); `positionFeatures` combines both sides so that the
 * model is antisymmetric by construction (the same position seen from the other seat gives the opposite logit):
 *
 *   x = [ S(me) − S(opp) ;  t·(S(me) + S(opp)) ;  t ]     t = +1 when `seat` is to move, −1 otherwise
 *
 * so each feature is worth α+β to the side to move and α−β to the other (tempo matters: the side to move attacks
 * first), and the last weight is the bare value of having the move.
 */
import type { CardDb, GameView, SideView, SlotView } from '../../../engine'
import {
  bestDamage,
  canKnockOut,
  hpLeft,
  hpOf,
  pokemonOf,
  prizesFor,
  readiness,
  sideOf,
  strongestDeficit,
  unitsOfSlot,
} from '../knowledge'

/** Names of the per-side features, in order (the weights in value-weights.ts follow this order). */
export const SIDE_FEATURES = [
  'prizesTaken',
  'oneLeft',
  'twoLeft',
  'koThreat',
  'koLast',
  'activeHitFraction',
  'activeReady',
  'benchReady',
  'activeEnergy',
  'benchEnergy',
  'energyInPlay',
  'stages',
  'onlyOne',
  'inPlay',
  'hpInPlay',
  'activeHp',
  'activeDamage',
  'benchDamage',
  'asleep',
  'paralyzed',
  'confused',
  'poison',
  'burned',
  'hand',
  'deckLow',
  'decksOut',
  // What the next turns hold: attackers one Energy away, the best Benched attacker against the Defending Pokémon,
  // an Active that would take two hits, Retreat Cost not covered by Energy, Benched targets the Active could Knock
  // Out (Gust of Wind).
  'readyAfterOne',
  'benchHitFraction',
  'twoHitKo',
  'retreatGap',
  'benchKoTargets',
] as const

export const FEATURE_COUNT = 2 * SIDE_FEATURES.length + 1

/**
 * One side's features. `mover` is the seat whose turn it is: a side that has not attached Energy yet this turn or
 * will move next may still add one Energy before attacking.
 */
export function sideFeatures(db: CardDb, view: GameView, side: SideView, other: SideView): number[] {
  const taken = view.prizeCount - side.prizeCount
  const extra = view.phase === 'main' && side.seat === view.current && side.turn.energyAttached ? 0 : 1
  const act = side.active && !side.active.faceDown ? side.active : null
  const def = other.active && !other.active.faceDown ? other.active : null
  let koThreat = 0
  let koLast = 0
  let hitFraction = 0
  if (act && def) {
    const left = hpLeft(db, def)
    const dmg = bestDamage(db, view, act, def, extra)
    if (left > 0) hitFraction = Math.min(1, dmg / left)
    if (canKnockOut(db, view, act, def, extra)) {
      koThreat = prizesFor(db, def)
      koLast = other.bench.length === 0 ? 1 : 0
    }
  }
  let benchReady = 0
  let benchEnergy = 0
  let energyInPlay = 0
  let stages = 0
  let hp = 0
  let benchDamage = 0
  const slots = act ? [act, ...side.bench] : side.bench
  for (const s of slots) {
    if (s.faceDown) continue
    energyInPlay += s.energy.length
    stages += s.stack.length - 1
    hp += hpLeft(db, s)
    if (s === act) continue
    if (readiness(db, s) === 0) benchReady++
    benchEnergy += usefulEnergy(db, s)
    benchDamage += damageFraction(db, s)
  }
  const inPlay = (side.active ? 1 : 0) + side.bench.length
  const c = act?.conditions
  let readyAfterOne = 0
  let benchHit = 0
  for (const s of slots) {
    if (s.faceDown) continue
    if (readiness(db, s) === 1) readyAfterOne++
    if (s !== act && def) {
      const left = hpLeft(db, def)
      if (left > 0) benchHit = Math.max(benchHit, Math.min(1, bestDamage(db, view, s, def, 1) / left))
    }
  }
  let twoHit = 0
  let benchTargets = 0
  if (act && def) {
    const left = hpLeft(db, def)
    twoHit = left > 0 && 2 * bestDamage(db, view, act, def, extra) >= left ? 1 : 0
    for (const b of other.bench) if (!b.faceDown && canKnockOut(db, view, act, b, extra)) benchTargets++
  }
  const retreatGap = act ? Math.max(0, (pokemonOf(db, act)?.retreat ?? 0) - act.energy.length) : 0
  return [
    taken,
    side.prizeCount === 1 ? 1 : 0,
    side.prizeCount === 2 ? 1 : 0,
    koThreat,
    koLast,
    hitFraction,
    act && readiness(db, act) === 0 ? 1 : 0,
    benchReady,
    act ? usefulEnergy(db, act) : 0,
    benchEnergy,
    energyInPlay,
    stages,
    inPlay === 1 ? 1 : 0,
    Math.min(inPlay, 6),
    hp / 100,
    act ? hpLeft(db, act) / 100 : 0,
    act ? damageFraction(db, act) : 0,
    benchDamage,
    c?.rotation === 'asleep' ? 1 : 0,
    c?.rotation === 'paralyzed' ? 1 : 0,
    c?.rotation === 'confused' ? 1 : 0,
    c?.poisoned ? (c.poisonCounters ?? 1) : 0,
    c?.burned ? 1 : 0,
    Math.min(side.handCount, 8),
    Math.max(0, 8 - side.deckCount),
    side.deckCount === 0 && view.phase === 'main' && view.current !== side.seat ? 1 : 0,
    readyAfterOne,
    benchHit,
    twoHit,
    retreatGap,
    Math.min(benchTargets, 3),
  ]
}

/** The model's input for `seat` (see the file comment). */
export function positionFeatures(db: CardDb, view: GameView, seat: number): number[] {
  const me = sideOf(view, seat)
  const opp = sideOf(view, seat === 0 ? 1 : 0)
  const a = sideFeatures(db, view, me, opp)
  const b = sideFeatures(db, view, opp, me)
  const t = view.current === seat ? 1 : -1
  const x = new Array<number>(FEATURE_COUNT)
  for (let i = 0; i < a.length; i++) {
    x[i] = a[i]! - b[i]!
    x[a.length + i] = t * (a[i]! + b[i]!)
  }
  x[FEATURE_COUNT - 1] = t
  return x
}

/** Energy units attached toward the Pokémon's strongest attack (capped at its cost). */
function usefulEnergy(db: CardDb, slot: SlotView): number {
  const pk = pokemonOf(db, slot)
  if (!pk) return 0
  const cost = pk.attacks.reduce((m, a) => Math.max(m, a.cost.length), 0)
  return Math.max(0, Math.min(unitsOfSlot(db, slot).length, cost - strongestDeficit(db, slot)))
}

function damageFraction(db: CardDb, slot: SlotView): number {
  const hp = hpOf(db, slot)
  return hp > 0 ? 1 - hpLeft(db, slot) / hp : 0
}
