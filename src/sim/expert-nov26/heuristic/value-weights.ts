/**
 * Weights of the learned evaluation (value.ts), fitted by src/sim/fit-value.ts — do not edit by hand:
 *   npm run fit:value -- --games 1200 --seed 3 --soft 0.3 --branch 0.3 --lambda 1 --write
 * Held-out log-loss 0.5025 (accuracy 73.9 %); the hand-set
 * evaluation 0.5292 (71.8 %) on the same positions.
 */
import type { SIDE_FEATURES } from './features'

/** Features added after this fit weigh nothing until it is rerun. */
type PerSide = Partial<Record<(typeof SIDE_FEATURES)[number], number>>

/** Weight of (mine − theirs) per feature. */
export const DIFF: PerSide = {
  prizesTaken: 0.5601,
  oneLeft: 1.1503,
  twoLeft: 0.0914,
  koThreat: -0.1281,
  koLast: 1.0033,
  activeHitFraction: 0.7235,
  activeReady: 0.1679,
  benchReady: -0.2621,
  activeEnergy: 0.1081,
  benchEnergy: 0.3275,
  energyInPlay: 0.0981,
  stages: 0.0225,
  onlyOne: -0.5208,
  inPlay: -0.0724,
  hpInPlay: 0.2403,
  activeHp: 0.5293,
  activeDamage: -0.4254,
  benchDamage: -0.5161,
  asleep: 0.5126,
  paralyzed: -0.1688,
  confused: -0.4904,
  poison: -0.4549,
  burned: 0,
  hand: 0.09,
  deckLow: -1.075,
  decksOut: -0.8089,
}

/** Weight of t·(mine + theirs), t = +1 when the evaluated seat is to move. */
export const TEMPO: PerSide = {
  prizesTaken: -0.0039,
  oneLeft: 0.1464,
  twoLeft: 0.0552,
  koThreat: 0.0345,
  koLast: 0.5757,
  activeHitFraction: 0.0258,
  activeReady: 0.0175,
  benchReady: -0.0175,
  activeEnergy: 0.0323,
  benchEnergy: -0.0069,
  energyInPlay: 0.006,
  stages: -0.0086,
  onlyOne: 0.0456,
  inPlay: -0.0206,
  hpInPlay: 0.0354,
  activeHp: -0.2129,
  activeDamage: -0.1043,
  benchDamage: 0.019,
  asleep: -0.1198,
  paralyzed: -0.1688,
  confused: -0.0455,
  poison: -0.0393,
  burned: 0,
  hand: 0.0058,
  deckLow: 0.0525,
  decksOut: 0.8089,
}

/** The bare value of having the move. */
export const MOVE = 0.3138
