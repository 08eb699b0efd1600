/**
 * Fit the learned evaluation (src/ai/heuristic/value.ts) to self-play outcomes (research §1.7.2 item 4, "tune V by
 * self-play"): `npm run fit:value -- [--games 3000] [--seed 1] [--soft 0.5] [--branch 0] [--lambda 1] [--write]`.
 *
 * Plays heuristic-vs-heuristic games on the Base Set theme decks (classic 1999; the 25 ordered pairs in turn), a
 * `--soft` share of them with both seats sampling main-phase actions (softmax τ = 40) so that positions off the
 * policy's own path are seen too. At the first main-phase menu of every turn (after the draw — where the search
 * agents evaluate) it records the features of the position from the seat not to move (features.ts) and, when the
 * game ends, labels each with its winner. With `--branch q`, at a share q of the main-phase menus it also takes an
 * off-path sample the way the one-step search sees one (one of the policy's six best options, the turn finished by
 * the policy, features when the opponent's turn begins, labelled by the game played on by the policy). A logistic
 * regression (Newton's method, L2 penalty `--lambda`) fits the weights on the first 80 % of the games; the last
 * 20 % measure the log-loss and accuracy, next to those of the hand-set evaluation (evaluate.ts, its scale refitted on the same training data for fairness). `--write` writes
 * src/ai/heuristic/value-weights.ts.
 */
import { writeFileSync } from 'node:fs'
import { viewFor } from '../engine'
import type { GameState, Seat } from '../engine'
import type { RngState } from '../engine/rng'
import { uniform } from '../ai/heuristic/policy'
import { FEATURE_COUNT, SIDE_FEATURES, positionFeatures } from '../ai/heuristic/features'
import { evaluateRaw } from '../ai/heuristic/evaluate'
import { freshTurnMemory, heuristicPicks, mainScores, type TurnMemory } from '../ai/heuristic/policy'
import { rollout, turnPassed } from '../ai/rollout'
import {
  db,
  engine,
  hints,
  perSideWeightsSource,
  playGames,
  printWeights,
  round4,
  splitByGame,
  startGame,
} from './fit-common'
import { intFlag, parseFlags } from './random-play'
import { solve } from './linear'

const flags = parseFlags(process.argv.slice(2))
const games = intFlag(flags, 'games', 3000)
const seed = intFlag(flags, 'seed', 1)
const soft = Number(flags.get('soft') ?? 0.5)
const lambda = Number(flags.get('lambda') ?? 1)
const branch = Number(flags.get('branch') ?? 0)
const write = flags.has('write')

interface Row {
  x: number[]
  old: number
  y: number
  game: number
}

function play(game: number): Row[] {
  const start = startGame(game, seed)
  const { rng, mems } = start
  let state = start.state
  const softGame = (game * 0.618034) % 1 < soft
  const rows: { x: number[]; old: number; seat: Seat }[] = []
  const out: Row[] = []
  let sampledTurn = -1
  let n = 0
  while (state.pending && !state.result && n < 6000) {
    const d = state.pending
    const seat = d.seat as Seat
    if (d.ask === 'main' && state.turn !== sampledTurn) {
      sampledTurn = state.turn
      const other = (1 - state.current) as Seat
      const v = viewFor(state, other)
      rows.push({ x: positionFeatures(db, v, other), old: evaluateRaw(v, other, db), seat: other })
    }
    const view = viewFor(state, seat)
    if (branch > 0 && d.ask === 'main' && d.options.length > 1 && uniform(rng) < branch)
      out.push(...branchRow(state, mems, rng))
    const picks = heuristicPicks(db, view, d, mems[seat], softGame ? { temperature: 40, rng, hints } : { hints })
    const r = engine.step(state, { decision: d.id, picks })
    if (!r.ok) throw new Error(`game ${game}: ${r.error}`)
    state = r.state
    n++
  }
  const w = state.result?.winner
  if (w === undefined || w === null) return out
  return [...out, ...rows.map((r) => ({ x: r.x, old: r.old, y: r.seat === w ? 1 : 0, game }))]

  /**
   * An off-path sample, as the one-step search sees it: one of the policy's six best options (uniformly), the rest
   * of the turn by the policy, the features when the opponent's turn begins, and the winner of the game played on
   * by the policy from there (its label).
   */
  function branchRow(s: GameState, m: [TurnMemory, TurnMemory], r: RngState): Row[] {
    const d = s.pending!
    const me = d.seat as Seat
    const h = mainScores(db, viewFor(s, me), d, { ...m[me], uses: { ...m[me].uses } }, hints)
    const order = d.options.map((_, i) => i).sort((a, b) => h[b]! - h[a]!)
    const pick = order[Math.floor(uniform(r) * Math.min(6, order.length))]!
    const stepped = engine.step(s, { decision: d.id, picks: [pick] })
    if (!stepped.ok) throw new Error(stepped.error)
    const mine = { ...m[me], uses: { ...m[me].uses }, actions: m[me].actions + 1 }
    const other = freshTurnMemory()
    const turnEnd = rollout(db, stepped.state, turnPassed(me), 300, me === 0 ? [mine, other] : [other, mine], hints)
    const end = turnEnd.state
    if (end.result) return []
    const v = viewFor(end, me)
    const x = positionFeatures(db, v, me)
    const old = evaluateRaw(v, me, db)
    const final = rollout(db, end, () => false, 6000, undefined, hints).state.result
    if (!final || final.winner === null) return []
    return [{ x, old, y: final.winner === me ? 1 : 0, game }]
  }
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z))

/** L2-penalised logistic regression by Newton's method (no intercept: the model is antisymmetric). */
function fit(rows: { x: number[]; y: number }[], dim: number, l2: number): number[] {
  const w = new Array<number>(dim).fill(0)
  for (let iter = 0; iter < 25; iter++) {
    const g = new Array<number>(dim).fill(0)
    const h = Array.from({ length: dim }, () => new Array<number>(dim).fill(0))
    for (const { x, y } of rows) {
      let z = 0
      for (let i = 0; i < dim; i++) z += w[i]! * x[i]!
      const p = sigmoid(z)
      const r = p - y
      const s = p * (1 - p)
      for (let i = 0; i < dim; i++) {
        if (x[i] === 0) continue
        g[i]! += r * x[i]!
        const hi = h[i]!
        const sx = s * x[i]!
        for (let j = 0; j < dim; j++) hi[j]! += sx * x[j]!
      }
    }
    for (let i = 0; i < dim; i++) {
      g[i]! += l2 * w[i]!
      h[i]![i]! += l2
    }
    const step = solve(h, g)
    let size = 0
    for (let i = 0; i < dim; i++) {
      w[i]! -= step[i]!
      size = Math.max(size, Math.abs(step[i]!))
    }
    if (size < 1e-6) break
  }
  return w
}

function score(rows: Row[], logit: (r: Row) => number): { logLoss: number; accuracy: number } {
  let ll = 0
  let ok = 0
  for (const r of rows) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(logit(r))))
    ll -= r.y ? Math.log(p) : Math.log(1 - p)
    if ((p > 0.5 ? 1 : 0) === r.y) ok++
  }
  return { logLoss: ll / rows.length, accuracy: ok / rows.length }
}

const rows = playGames(games, play, 500, 'positions')
const { train, test } = splitByGame(rows, games)
const w = fit(train, FEATURE_COUNT, lambda)
// The hand-set evaluation with its best scale: logit = k · raw.
const [k] = fit(
  train.map((r) => ({ x: [r.old], y: r.y })),
  1,
  0,
)
const learned = score(test, (r) => r.x.reduce((s, v, i) => s + v * w[i]!, 0))
const handSet = score(test, (r) => k! * r.old)
console.log(`positions: train ${train.length}, test ${test.length}`)
console.log(`learned   log-loss ${learned.logLoss.toFixed(4)} accuracy ${(100 * learned.accuracy).toFixed(1)}%`)
console.log(
  `hand-set  log-loss ${handSet.logLoss.toFixed(4)} accuracy ${(100 * handSet.accuracy).toFixed(1)}% (scale ${k!.toFixed(3)})`,
)
printWeights(w)
console.log(
  JSON.stringify({ fit: 'value', games, seed, soft, lambda, train: train.length, test: test.length, learned, handSet }),
)

if (write) {
  const file = `/**
 * Weights of the learned evaluation (value.ts), fitted by src/sim/fit-value.ts — do not edit by hand:
 *   npm run fit:value -- --games ${games} --seed ${seed} --soft ${soft} --branch ${branch} --lambda ${lambda} --write
 * Held-out log-loss ${learned.logLoss.toFixed(4)} (accuracy ${(100 * learned.accuracy).toFixed(1)} %); the hand-set
 * evaluation ${handSet.logLoss.toFixed(4)} (${(100 * handSet.accuracy).toFixed(1)} %) on the same positions.
 */
${perSideWeightsSource(w, 'DIFF', 'TEMPO')}
/** The bare value of having the move. */
export const MOVE = ${round4(w[2 * SIDE_FEATURES.length]!)}
`
  writeFileSync(new URL('../ai/heuristic/value-weights.ts', import.meta.url), file)
  console.log('wrote src/ai/heuristic/value-weights.ts')
}
