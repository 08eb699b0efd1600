/**
 * Fit the ranking evaluation (src/ai/heuristic/value.ts `rankValue`) to what the one-step search must get right: of
 * two options at the same menu, which one wins more often. `npm run fit:rank -- [--games 300] [--seed 1]
 * [--share 0.3] [--rollouts 6] [--lambda 1] [--write]`.
 *
 * Plays heuristic-vs-heuristic games on the Base Set theme decks (classic 1999). At a `--share` of the main-phase
 * menus it takes the policy's choice A and another of its six best options B, finishes the turn after each with the
 * policy, and records the features of both positions when the opponent's turn begins (features.ts, the searcher's
 * view). Then it plays both positions to the end `--rollouts` times with the policy for both seats, each pair of
 * rollouts with the same generator (common random numbers), and labels the pair with the difference of the win
 * rates, Δ = P(win | A) − P(win | B). Ridge regression fits Δ ≈ w·(x_A − x_B) on the first 80 % of the games; the
 * last 20 % measure how often the sign of Δ is predicted, next to the hand-set and outcome-fitted evaluations.
 * `--write` writes src/ai/heuristic/rank-weights.ts.
 */
import { writeFileSync } from 'node:fs'
import { viewFor } from '../engine'
import type { GameState, Seat } from '../engine'
import type { RngState } from '../engine/rng'
import { seedRng } from '../engine/rng'
import { FEATURE_COUNT, positionFeatures } from '../ai/heuristic/features'
import { evaluate } from '../ai/heuristic/evaluate'
import { learnedValue } from '../ai/heuristic/value'
import { replyAwareValue } from '../ai/heuristic/threat-features'
import { freshTurnMemory, heuristicPicks, mainScores, uniform, type TurnMemory } from '../ai/heuristic/policy'
import { rollout, turnPassed } from '../ai/rollout'
import { db, engine, hints, perSideWeightsSource, playGames, printWeights, splitByGame, startGame } from './fit-common'
import { intFlag, parseFlags } from './random-play'
import { solve } from './linear'

const flags = parseFlags(process.argv.slice(2))
const games = intFlag(flags, 'games', 300)
const seed = intFlag(flags, 'seed', 1)
const share = Number(flags.get('share') ?? 0.3)
const rollouts = intFlag(flags, 'rollouts', 6)
const lambda = Number(flags.get('lambda') ?? 1)
const write = flags.has('write')

interface Pair {
  d: number[]
  delta: number
  hand: number
  learned: number
  /** The hand-set V with the reply terms (threat-features.ts), same moment. */
  replyAware: number
  /** The same evaluations after the policy has played the opponent's turn (the reply horizon), and their mean over
   * `rollouts` replies. */
  handReply: number
  learnedReply: number
  game: number
}

function play(game: number): Pair[] {
  const start = startGame(game, seed)
  const { rng, mems } = start
  let state = start.state
  const out: Pair[] = []
  let n = 0
  while (state.pending && !state.result && n < 6000) {
    const d = state.pending
    const seat = d.seat as Seat
    const picks = heuristicPicks(
      db,
      viewFor(state, seat),
      d,
      { ...mems[seat], uses: { ...mems[seat].uses } },
      { hints },
    )
    if (d.ask === 'main' && d.options.length > 1 && uniform(rng) < share) {
      const p = sample(state, picks[0]!, mems, rng)
      if (p) out.push({ ...p, game })
    }
    heuristicPicks(db, viewFor(state, seat), d, mems[seat], { hints }) // the same choice, noted in the memory
    const r = engine.step(state, { decision: d.id, picks })
    if (!r.ok) throw new Error(`game ${game}: ${r.error}`)
    state = r.state
    n++
  }
  return out
}

function sample(s: GameState, a: number, m: [TurnMemory, TurnMemory], rng: RngState): Omit<Pair, 'game'> | null {
  const d = s.pending!
  const me = d.seat as Seat
  const h = mainScores(db, viewFor(s, me), d, { ...m[me], uses: { ...m[me].uses } }, hints)
  const others = d.options
    .map((_, i) => i)
    .filter((i) => i !== a)
    .sort((x, y) => h[y]! - h[x]!)
    .slice(0, 5)
  const b = others[Math.floor(uniform(rng) * others.length)]
  if (b === undefined) return null
  const ends = [a, b].map((pick) => {
    const r = engine.step(s, { decision: d.id, picks: [pick] })
    if (!r.ok) throw new Error(r.error)
    const mine = { ...m[me], uses: { ...m[me].uses }, actions: m[me].actions + 1 }
    const other = freshTurnMemory()
    return rollout(db, r.state, turnPassed(me), 300, me === 0 ? [mine, other] : [other, mine], hints).state
  })
  const [ea, eb] = ends as [GameState, GameState]
  if (ea.result || eb.result) return null
  const va = viewFor(ea, me)
  const vb = viewFor(eb, me)
  const xa = positionFeatures(db, va, me)
  const xb = positionFeatures(db, vb, me)
  const dx = xa.map((x, i) => x - xb[i]!)
  if (dx.every((x) => x === 0)) return null // the same position either way: nothing to learn
  let delta = 0
  for (let t = 0; t < rollouts; t++) {
    const g = seedRng((rng[0]! ^ Math.imul(t + 1, 0x9e3779b1)) >>> 0)
    const win = (e: GameState) => {
      const res = rollout(db, { ...e, rng: [...g] as RngState }, () => false, 6000, undefined, hints).state.result
      return !res || res.winner === null ? 0.5 : res.winner === me ? 1 : 0
    }
    delta += win(ea) - win(eb)
  }
  let handReply = 0
  let learnedReply = 0
  const myTurnAgain = (x: GameState) => x.current === me && x.turn > s.turn && x.pending?.ask === 'main'
  for (let t = 0; t < rollouts; t++) {
    const g = seedRng((rng[1]! ^ Math.imul(t + 1, 0x85ebca6b)) >>> 0)
    const [ra, rb] = [ea, eb].map((e) =>
      viewFor(rollout(db, { ...e, rng: [...g] as RngState }, myTurnAgain, 400, undefined, hints).state, me),
    )
    handReply += evaluate(ra!, me, db) - evaluate(rb!, me, db)
    learnedReply += learnedValue(ra!, me, db) - learnedValue(rb!, me, db)
  }
  return {
    d: dx,
    delta: delta / rollouts,
    hand: evaluate(va, me, db) - evaluate(vb, me, db),
    learned: learnedValue(va, me, db) - learnedValue(vb, me, db),
    replyAware: replyAwareValue(va, me, db) - replyAwareValue(vb, me, db),
    handReply: handReply / rollouts,
    learnedReply: learnedReply / rollouts,
  }
}

function ridge(rows: Pair[], dim: number, l2: number): number[] {
  const a = Array.from({ length: dim }, () => new Array<number>(dim).fill(0))
  const b = new Array<number>(dim).fill(0)
  for (const { d, delta } of rows) {
    for (let i = 0; i < dim; i++) {
      if (d[i] === 0) continue
      b[i]! += d[i]! * delta
      for (let j = 0; j < dim; j++) a[i]![j]! += d[i]! * d[j]!
    }
  }
  for (let i = 0; i < dim; i++) a[i]![i]! += l2
  return solve(a, b)
}

/** Share of pairs with a clear outcome difference whose sign the score predicts. */
function signAgreement(rows: Pair[], score: (p: Pair) => number): number {
  const clear = rows.filter((p) => Math.abs(p.delta) >= 0.25)
  return clear.filter((p) => Math.sign(score(p)) === Math.sign(p.delta)).length / Math.max(1, clear.length)
}

const rows = playGames(games, play, 50, 'pairs')
const { train, test } = splitByGame(rows, games)
const w = ridge(train, FEATURE_COUNT, lambda)
const dot = (p: Pair) => p.d.reduce((s, v, i) => s + v * w[i]!, 0)
const result = {
  fit: 'rank',
  games,
  seed,
  share,
  rollouts,
  lambda,
  train: train.length,
  test: test.length,
  signAgreement: {
    rank: signAgreement(test, dot),
    handSet: signAgreement(test, (p) => p.hand),
    learned: signAgreement(test, (p) => p.learned),
    replyAware: signAgreement(test, (p) => p.replyAware),
    handReply: signAgreement(test, (p) => p.handReply),
    learnedReply: signAgreement(test, (p) => p.learnedReply),
  },
  // Neither hand-set evaluation is fitted to these pairs, so every pair judges them (not only the held-out ones).
  signAgreementAll: {
    handSet: signAgreement(rows, (p) => p.hand),
    replyAware: signAgreement(rows, (p) => p.replyAware),
    handReply: signAgreement(rows, (p) => p.handReply),
    clearPairs: rows.filter((p) => Math.abs(p.delta) >= 0.25).length,
  },
}
printWeights(w)
console.log(JSON.stringify(result))

if (write) {
  const file = `/**
 * Weights of the ranking evaluation (value.ts \`rankValue\`), fitted by src/sim/fit-rank.ts — do not edit by hand:
 *   npm run fit:rank -- --games ${games} --seed ${seed} --share ${share} --rollouts ${rollouts} --lambda ${lambda} --write
 * Units: win probability. Held-out sign agreement on clear pairs ${(100 * result.signAgreement.rank).toFixed(1)} %
 * (hand-set V ${(100 * result.signAgreement.handSet).toFixed(1)} %, outcome-fitted V ${(100 * result.signAgreement.learned).toFixed(1)} %).
 */
${perSideWeightsSource(w, 'RANK_DIFF', 'RANK_TEMPO')}`
  writeFileSync(new URL('../ai/heuristic/rank-weights.ts', import.meta.url), file)
  console.log('wrote src/ai/heuristic/rank-weights.ts')
}
