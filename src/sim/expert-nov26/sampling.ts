/**
 * The one-step "simulate and evaluate" agent (research §1.7.2 item 5, Normal/Hard): at a main-phase menu it samples
 * K worlds consistent with its view (determinize.ts), and for each option plays it in every world, finishes the turn
 * with the heuristic policy and evaluates the position when the opponent's turn begins. The option with the best
 * mean value wins (ties: the heuristic's order). The same K worlds serve every option (common random numbers), and
 * each world carries its own fresh generator, so coin flips and draws are sampled, never known.
 *
 * Other decisions (prompts inside card effects, promotions, setup) are answered by the heuristic policy: they are
 * asked in the middle of a procedure whose replay journal cannot be rebuilt from a view.
 *
 * Budget: `iterations` = K worlds (default 4); `ms` = a time limit per decision, checked between worlds (at least
 * one world is always played). The cancel flag stops early the same way.
 */
import type { Decision, GameState, GameView } from '../../engine'
import type { Agent, AgentContext, AgentInput } from './agent'
import { determinize } from './determinize'
import { evaluate } from './heuristic/evaluate'
import type { Evaluator } from './heuristic/value'
import {
  freshTurnMemory,
  heuristicPicks,
  mainScores,
  noteAction,
  syncTurn,
  uniform,
  type TurnMemory,
} from './heuristic/policy'
import { engineFor, rollout, turnPassed } from './rollout'
import { viewFor } from '../../engine'

export interface SamplingOptions {
  name?: string
  /** Worlds per decision when the context gives no budget. */
  worlds?: number
  /** Only the best `maxOptions` options by the heuristic are simulated. */
  maxOptions?: number
  /**
   * Where each world is evaluated: 'turn' (default) when the opponent's turn begins; 'reply' when the searcher's
   * next turn begins, after the heuristic has played the opponent's whole turn (the ISMCTS horizon); 'game' at
   * the end of the game played on by the heuristic for both seats (a win is 1, a loss −1; V if it runs too long).
   */
  horizon?: 'turn' | 'reply' | 'game'
  /** Leave the heuristic's first choice only for an option whose mean value is higher by more than this. */
  margin?: number
  /** The evaluation of the worlds' end positions (default: the hand-set `evaluate`). */
  evaluate?: Evaluator
  /**
   * Randomness of a level (levels.ts): the chance, per main-phase menu, of playing the heuristic's softmax pick at
   * `temperature` instead of searching (a slip costs no search time).
   */
  slip?: number
  /** Softmax temperature of a slip (default 20). */
  temperature?: number
  /** Chance of a random legal answer to a decision other than the main menu (as the heuristic's `noise`). */
  noise?: number
}

/** Everything that decides how a rollout goes on from a position: the zones, the turn and the generator. */
const positionKey = (s: GameState): string =>
  JSON.stringify([s.turn, s.current, s.phase, s.rng, s.players, s.stadium, s.lastAttackOn, s.pending?.options.length])

/** Decisions a world is played forward before it is evaluated anyway. */
const MAX_STEPS = { turn: 200, reply: 400, game: 3000 }

export function samplingAgent(o: SamplingOptions = {}): Agent {
  const mem = freshTurnMemory()
  return {
    name: o.name ?? 'sampling',
    decide(input, ctx) {
      const { view, decision } = input
      if (decision.ask !== 'main' || decision.options.length === 1)
        return heuristicPicks(ctx.db, view, decision, mem, {
          ...(o.noise ? { noise: o.noise, rng: ctx.rng } : {}),
          hints: ctx.hints,
        })
      if (o.slip && uniform(ctx.rng) < o.slip)
        return heuristicPicks(ctx.db, view, decision, mem, {
          temperature: o.temperature ?? 20,
          rng: ctx.rng,
          hints: ctx.hints,
        })
      syncTurn(mem, view)
      const pick = searchMain(input, ctx, mem, o)
      noteAction(view, decision.options[pick]!, mem) // keep the policy's per-turn memory in step
      return [pick]
    },
  }
}

/** Mean value of each option over K worlds; returns the chosen option index. */
export function searchMain(input: AgentInput, ctx: AgentContext, mem: TurnMemory, o: SamplingOptions = {}): number {
  const { view, decision } = input
  const db = ctx.db
  const hints = ctx.hints
  const now = ctx.now ?? Date.now
  const deadline = ctx.budget?.ms !== undefined ? now() + ctx.budget.ms : Infinity
  const k = Math.max(1, ctx.budget?.iterations ?? o.worlds ?? 4)
  const h = mainScores(db, view, decision, { ...mem, uses: { ...mem.uses } }, hints)
  const order = decision.options.map((_, i) => i).sort((a, b) => h[b]! - h[a]!)
  const candidates = order.slice(0, o.maxOptions ?? 10)
  const engine = engineFor(db)
  const me = view.me.seat
  // World by world (all candidates in each), so that a deadline leaves every candidate with the same worlds.
  const sums = new Map<number, number>(candidates.map((i) => [i, 0]))
  let rounds = 0
  for (let j = 0; j < k; j++) {
    if (j > 0 && (ctx.cancel?.aborted || now() > deadline)) break
    const w = determinize({ view, db, deck: ctx.deck, rng: ctx.rng, ...(input.log ? { log: input.log } : {}) })
    const seen = new Map<string, number>()
    for (const i of candidates) {
      const r = engine.step(w, { decision: decision.id, picks: [i] })
      sums.set(i, sums.get(i)! + valueOf(r, me, mem, view, decision, seen))
    }
    rounds++
  }
  let best = order[0]!
  let bestValue = -Infinity
  const margin = o.margin ?? 0
  for (const i of candidates) {
    // A tiny bonus in the heuristic's order breaks ties (and near-ties) its way.
    const v = sums.get(i)! / rounds + 1e-6 * (candidates.length - candidates.indexOf(i)) + (i === order[0] ? margin : 0)
    if (v > bestValue) {
      bestValue = v
      best = i
    }
  }
  return best

  /** `seen`: values of this world's end-of-turn positions already played out (the 'game' horizon). */
  function valueOf(
    r: ReturnType<typeof engine.step>,
    seat: number,
    m: TurnMemory,
    v: GameView,
    d: Decision,
    seen: Map<string, number>,
  ): number {
    if (!r.ok) throw new Error(`sampling: option rejected in a sampled world (${d.ask}, turn ${v.turn}): ${r.error}`)
    const mine: TurnMemory = { ...m, uses: { ...m.uses }, actions: m.actions + 1 }
    const other = freshTurnMemory()
    const mems: [TurnMemory, TurnMemory] = seat === 0 ? [mine, other] : [other, mine]
    const me = v.me.seat
    const value = (s: GameState) => (o.evaluate ?? evaluate)(viewFor(s, me), seat, db)
    if (o.horizon === 'game') {
      // Options played in another order often end the turn in the very same position (and generator state): the
      // rest of the game is then the same too, so it is played once per world.
      const turnEnd = rollout(db, r.state, turnPassed(me), MAX_STEPS.turn, mems, hints).state
      if (turnEnd.result) return value(turnEnd)
      const key = positionKey(turnEnd)
      const known = seen.get(key)
      if (known !== undefined) return known
      const x = value(rollout(db, turnEnd, () => false, MAX_STEPS.game, undefined, hints).state)
      seen.set(key, x)
      return x
    }
    const stop =
      o.horizon === 'reply'
        ? (s: GameState) => s.current === me && s.turn > v.turn && s.phase === 'main' && s.pending?.ask === 'main'
        : turnPassed(me)
    return value(rollout(db, r.state, stop, MAX_STEPS[o.horizon ?? 'turn'], mems, hints).state)
  }
}
