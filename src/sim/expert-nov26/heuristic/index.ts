/**
 * The heuristic agent: the policy H of ./policy.ts behind the Agent interface. It keeps one TurnMemory per game
 * (actions taken this turn), so use one agent object per seat and game.
 */
import type { Agent } from '../agent'
import { freshTurnMemory, heuristicPicks, type PolicyOptions } from './policy'

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
        ...(ctx.hints ? { hints: ctx.hints } : {}),
      }
      return heuristicPicks(ctx.db, view, decision, mem, opts)
    },
  }
}
