/**
 * The heuristic agent: the policy H of ./policy.ts behind the Agent interface. It keeps one TurnMemory per game
 * (actions taken this turn), so use one agent object per seat and game.
 */
import type { CardDb } from '../../engine'
import type { Agent } from '../agent'
import type { Misjudgements } from './misjudge'
import { freshTurnMemory, heuristicPicks, type Hints, type PolicyOptions } from './policy'

export { evaluate, evaluateRaw, WEIGHTS } from './evaluate'
export type { Weights } from './evaluate'
export { heuristicPicks, mainScores, freshTurnMemory, MAX_ACTIONS } from './policy'
export type { TurnMemory, PolicyOptions } from './policy'

export interface HeuristicOptions {
  name?: string
  /** Softmax temperature over main-phase scores (Beginner); 0 = deterministic. */
  temperature?: number
  /** Chance of a random legal answer to other decisions (Beginner). */
  noise?: number
  /** Card sense, read from the definitions (default true): off, only the hints (as before issue 21). */
  sense?: boolean
  /**
   * Hints of its own instead of the game's sets' (AgentContext.hints): the arena's frozen Normal from before the
   * name tables were removed (`normal-v1`, src/sim/normal-v1) plays with these.
   */
  hints?: (db: CardDb) => Hints
  /** How the level misreads the table (misjudge.ts; Beginner). */
  misjudge?: Misjudgements
}

export function heuristicAgent(o: HeuristicOptions = {}): Agent {
  const mem = freshTurnMemory()
  return {
    name: o.name ?? 'heuristic',
    decide({ view, decision }, ctx) {
      const opts: PolicyOptions = {
        ...(o.temperature ? { temperature: o.temperature } : {}),
        ...(o.noise ? { noise: o.noise } : {}),
        rng: ctx.rng,
        ...(o.hints ? { hints: o.hints(ctx.db) } : ctx.hints ? { hints: ctx.hints } : {}),
        ...(o.sense === false ? { sense: false } : {}),
        ...(o.misjudge ? { misjudge: o.misjudge } : {}),
      }
      return heuristicPicks(ctx.db, view, decision, mem, opts)
    },
  }
}
