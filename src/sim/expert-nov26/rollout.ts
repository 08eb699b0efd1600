/**
 * Playing sampled worlds forward with the real engine: the heuristic policy answers every decision of both seats,
 * each from its own view of the sampled world (so the rollout policy never reads hidden cards of the world either).
 */
import type { CardDb, Engine, GameState, Seat } from '../../engine'
import { createEngine, viewFor } from '../../engine'
import { NO_HINTS, freshTurnMemory, heuristicPicks, type Hints, type TurnMemory } from './heuristic/policy'

const engines = new WeakMap<CardDb, Engine>()

/** One engine per card database. */
export function engineFor(db: CardDb): Engine {
  let e = engines.get(db)
  if (!e) {
    e = createEngine(db)
    engines.set(db, e)
  }
  return e
}

export interface Rollout {
  state: GameState
  steps: number
}

/**
 * Answer decisions with the heuristic policy until `stop(state)` holds, the game ends, or `maxSteps` decisions.
 * `mems` are the policy's per-turn memories of both seats (copied, not changed); `hints` the card hints of the game's
 * sets (AgentContext.hints), which the policy plays both seats with.
 */
export function rollout(
  db: CardDb,
  start: GameState,
  stop: (s: GameState) => boolean,
  maxSteps = 200,
  mems?: [TurnMemory, TurnMemory],
  hints: Hints = NO_HINTS,
): Rollout {
  const engine = engineFor(db)
  const m: [TurnMemory, TurnMemory] = mems
    ? [copyMem(mems[0]), copyMem(mems[1])]
    : [freshTurnMemory(), freshTurnMemory()]
  let s = start
  let steps = 0
  while (s.pending && !s.result && steps < maxSteps && !stop(s)) {
    const d = s.pending
    const seat = d.seat as Seat
    const picks = heuristicPicks(db, viewFor(s, seat), d, m[seat], { hints })
    const r = engine.step(s, { decision: d.id, picks })
    if (!r.ok) throw new Error(`rollout: ${d.ask}: ${r.error}`)
    s = r.state
    steps++
  }
  return { state: s, steps }
}

export const copyMem = (m: TurnMemory): TurnMemory => ({ ...m, uses: { ...m.uses } })

/** Stop once the turn has passed from `seat` to the other player (at their main menu) or the game is over. */
export const turnPassed =
  (seat: Seat) =>
  (s: GameState): boolean =>
    s.current !== seat && s.phase === 'main' && s.pending?.ask === 'main'
