/**
 * The learned evaluation: a logistic model of "who wins from here" over the features of features.ts, fitted to
 * heuristic self-play outcomes by src/sim/fit-value.ts (weights in value-weights.ts). Returns 2·P(win) − 1 ∈ [−1, 1]
 * (= tanh(logit / 2)), ±1 for a finished game, so it can stand in for the hand-set `evaluate` of evaluate.ts.
 */
import type { CardDb, GameView } from '../../../engine'
import { FEATURE_COUNT, SIDE_FEATURES, positionFeatures } from './features'
import { DIFF, MOVE, TEMPO } from './value-weights'
import { RANK_DIFF, RANK_TEMPO } from './rank-weights'

/** An evaluation: how good the position looks for `seat`, in [−1, 1]. */
export type Evaluator = (view: GameView, seat: number, db: CardDb) => number

const W: number[] = [...SIDE_FEATURES.map((n) => DIFF[n] ?? 0), ...SIDE_FEATURES.map((n) => TEMPO[n] ?? 0), MOVE]
if (W.length !== FEATURE_COUNT) throw new Error('value-weights.ts does not match features.ts')

/** The model's logit (log-odds that `seat` wins). */
export function valueLogit(view: GameView, seat: number, db: CardDb): number {
  const x = positionFeatures(db, view, seat)
  let z = 0
  for (let i = 0; i < FEATURE_COUNT; i++) z += W[i]! * x[i]!
  return z
}

export const learnedValue: Evaluator = (view, seat, db) => {
  if (view.result) return view.result.winner === null ? 0 : view.result.winner === seat ? 1 : -1
  return Math.tanh(valueLogit(view, seat, db) / 2)
}

const R: number[] = [...SIDE_FEATURES.map((n) => RANK_DIFF[n] ?? 0), ...SIDE_FEATURES.map((n) => RANK_TEMPO[n] ?? 0), 0]

/**
 * The ranking evaluation: the same features weighed to predict the difference in win probability between two
 * positions reached from the same menu (fitted by src/sim/fit-rank.ts, weights in rank-weights.ts), times 2 so that
 * differences are in the units of V. Only differences between sibling positions mean anything, so a finished game
 * is ±10 (it outweighs any unfinished one) rather than ±1.
 */
export const rankValue: Evaluator = (view, seat, db) => {
  if (view.result) return view.result.winner === null ? 0 : view.result.winner === seat ? 10 : -10
  const x = positionFeatures(db, view, seat)
  let z = 0
  for (let i = 0; i < FEATURE_COUNT; i++) z += R[i]! * x[i]!
  return 2 * z
}
