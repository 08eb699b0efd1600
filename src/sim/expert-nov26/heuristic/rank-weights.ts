/**
 * Weights of the ranking evaluation (value.ts `rankValue`), fitted by src/sim/fit-rank.ts — do not edit by hand:
 *   npm run fit:rank -- --games 400 --seed 1 --share 0.3 --rollouts 6 --lambda 1 --write
 * Units: win probability. Held-out sign agreement on clear pairs 67.8 %
 * (hand-set V 68.4 %, outcome-fitted V 66.1 %).
 */
import type { SIDE_FEATURES } from './features'

/** Features added after this fit weigh nothing until it is rerun. */
type PerSide = Partial<Record<(typeof SIDE_FEATURES)[number], number>>

/** Weight of (mine − theirs) per feature. */
export const RANK_DIFF: PerSide = {
  prizesTaken: 0.0606,
  oneLeft: -0.1042,
  twoLeft: -0.0154,
  koThreat: 0.0172,
  koLast: 0.0263,
  activeHitFraction: 0.0324,
  activeReady: 0.0056,
  benchReady: 0.0082,
  activeEnergy: 0.0072,
  benchEnergy: 0.0075,
  energyInPlay: 0.0228,
  stages: 0.002,
  onlyOne: -0.0434,
  inPlay: 0.0086,
  hpInPlay: 0.1227,
  activeHp: -0.0126,
  activeDamage: -0.0892,
  benchDamage: -0.1244,
  asleep: -0.1126,
  paralyzed: -0.0141,
  confused: -0.0121,
  poison: -0.0276,
  burned: 0,
  hand: 0.0263,
  deckLow: -0.0514,
  decksOut: -0.1316,
}

/** Weight of t·(mine + theirs), t = +1 when the evaluated seat is to move. */
export const RANK_TEMPO: PerSide = {
  prizesTaken: 0.0404,
  oneLeft: -0.1196,
  twoLeft: -0.0357,
  koThreat: 0.0195,
  koLast: 0.0092,
  activeHitFraction: -0.0097,
  activeReady: -0.0156,
  benchReady: 0.0013,
  activeEnergy: -0.0194,
  benchEnergy: -0.0255,
  energyInPlay: 0.0154,
  stages: -0.0458,
  onlyOne: 0.0138,
  inPlay: 0.0115,
  hpInPlay: 0.0799,
  activeHp: 0.0379,
  activeDamage: 0.083,
  benchDamage: 0.0575,
  asleep: 0.0539,
  paralyzed: -0.0141,
  confused: -0.0997,
  poison: -0.0341,
  burned: 0,
  hand: 0.0041,
  deckLow: 0.0662,
  decksOut: 0.1316,
}
