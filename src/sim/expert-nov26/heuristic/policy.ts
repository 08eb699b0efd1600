/**
 * The heuristic policy H (research §1.7.2 item 3): scores every option of every kind of decision with cheap
 * features of the view, no simulation. It is the Normal level, Beginner with noise, the playout policy of the
 * search agents, and their fallback when time runs out.
 *
 * The parts: main-phase scores (main-scores.ts, reading the table through main-context.ts), the answers to every
 * other question (answers.ts), what the game's sets say about their cards (their card hints, asked in hints.ts), the turn memory
 * that keeps it from looping (turn-memory.ts) and the pick helpers (pick.ts). This module chooses among them and
 * adds the randomness of the lower levels.
 */
import type { CardDb, Decision, GameView } from '../../../engine'
import type { RngState } from '../../../engine/rng'
import { BEFORE_ATTACK, SAFETY_BENCH, mainScores } from './main-scores'
import { answer } from './answers'
import type { Hints } from './hints'
import { noteAction, syncTurn, type TurnMemory } from './turn-memory'
import { argMax, firstN, shuffled, softmaxPick, uniform } from './pick'

export { MAX_ACTIONS, SAFETY_BENCH, mainScores } from './main-scores'
export { promoteScore } from './answers'
export { freshTurnMemory, noteAction, syncTurn, type TurnMemory } from './turn-memory'
export { argMax, softmaxPick, uniform } from './pick'
export { NO_HINTS, type Hints } from './hints'

export interface PolicyOptions {
  /** Softmax temperature over main-phase scores (0 = always the best). */
  temperature?: number
  /** Probability of a uniformly random legal answer to a non-main decision. */
  noise?: number
  /** Needed when temperature or noise is set. */
  rng?: RngState
  /** The card hints of the game's sets (AgentContext.hints); without them every card gets the defaults. */
  hints?: Hints
}

/** Choose picks for `d` (the viewer's own decision). Updates `mem` in place. */
export function heuristicPicks(
  db: CardDb,
  view: GameView,
  d: Decision,
  mem: TurnMemory,
  opts: PolicyOptions = {},
): number[] {
  syncTurn(mem, view)
  if (d.ask === 'main') {
    const scores = mainScores(db, view, d, mem, opts.hints)
    const best = argMax(scores)
    // Randomness (the levels below Expert) never skips benching a Basic while the Active is alone: no level may lose
    // for lack of a Pokémon it could have benched (issue 6). Only that move scores exactly this (see mainScores).
    const i =
      opts.temperature && opts.rng && scores[best] !== SAFETY_BENCH + BEFORE_ATTACK
        ? softmaxPick(scores, opts.temperature, opts.rng)
        : best
    noteAction(view, d.options[i]!, mem)
    return [i]
  }
  // A secret simultaneous choice (rock-paper-scissors): no answer is better, so a mixed one nobody can predict.
  if (d.secret && opts.rng) return [Math.floor(uniform(opts.rng) * d.options.length)]
  if (opts.noise && opts.rng && uniform(opts.rng) < opts.noise) {
    const n = d.min + Math.floor(uniform(opts.rng) * (d.max - d.min + 1))
    return firstN(shuffled(d.options.length, opts.rng), Math.min(n, d.options.length))
  }
  return answer(db, view, d, opts.hints)
}
