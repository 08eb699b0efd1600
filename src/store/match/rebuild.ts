/**
 * A game rebuilt from its setup and answers (a resumed save, a guided game resumed part-way, a rewind): the state,
 * the human's log as it was, and what the computer's seat has seen. No animations: the position is shown as it is.
 */
import { viewEvents, type GameEvent, type GameSetup, type GameState, type Response } from '../../engine'
import type { LogEntry } from '../game-contract'
import type { MatchCards } from './cards'
import { logEntries, MAX_LOG } from './log'
import { COMPUTER, HUMAN } from './seats'

export interface RebuiltGame {
  state: GameState
  /** The last MAX_LOG lines, numbered from 1 at the start of the game. */
  log: LogEntry[]
  /** Every event of the game redacted for the computer's seat, oldest first. */
  aiLog: GameEvent[]
}

/** Replay (the same loop as engine.replay). Throws "move N of M is not legal (…)" on an answer the engine refuses. */
export function rebuildGame({ db, engine }: MatchCards, setup: GameSetup, responses: readonly Response[]): RebuiltGame {
  const log: LogEntry[] = []
  const aiLog: GameEvent[] = []
  let id = 0
  const onStep = (events: GameEvent[], turnBefore: number, after: GameState) => {
    aiLog.push(...viewEvents(events, COMPUTER))
    log.push(...logEntries(db, viewEvents(events, HUMAN), turnBefore, after, () => ++id))
    if (log.length > 2 * MAX_LOG) log.splice(0, log.length - MAX_LOG)
  }
  const start = engine.newGame(setup)
  let state = start.state
  onStep(start.events, 0, state)
  for (const [i, r] of responses.entries()) {
    const res = engine.step(state, r)
    if (!res.ok) throw new Error(`move ${i + 1} of ${responses.length} is not legal (${res.error})`)
    const before = state.turn
    state = res.state
    onStep(res.events, before, state)
  }
  return { state, log: log.slice(-MAX_LOG), aiLog }
}
