/**
 * A game rebuilt from its setup and answers (a resumed save, a guided game resumed part-way, a rewind): the state,
 * the human's log as it was, and what the computer's seat has seen. No animations: the position is shown as it is.
 * A game that continued from a saved position (a save this version could not replay, after an update) is rebuilt
 * from that position instead of the deal: its log starts there, with a line saying so.
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
  /** Every event of the game redacted for the human's seat, oldest first (what a hint may know, issue 21). */
  humanLog: GameEvent[]
}

/** The first log line of a game continued from a saved position. */
export const CONTINUED_LINE =
  'The game continues from where it was saved. This version of Coinflip plays its earlier moves differently, so the log starts here.'

/**
 * Replay (the same loop as engine.replay) from the deal of `setup`, or from `start` (checked by `engine.load`, which
 * throws saying what is wrong with it). Throws "move N of M is not legal (…)" on an answer the engine refuses.
 */
export function rebuildGame(
  { db, engine }: MatchCards,
  setup: GameSetup,
  responses: readonly Response[],
  start: GameState | null = null,
): RebuiltGame {
  const log: LogEntry[] = []
  const aiLog: GameEvent[] = []
  const humanLog: GameEvent[] = []
  let id = 0
  const onStep = (events: GameEvent[], turnBefore: number, after: GameState) => {
    aiLog.push(...viewEvents(events, COMPUTER))
    const mine = viewEvents(events, HUMAN)
    humanLog.push(...mine)
    log.push(...logEntries(db, mine, turnBefore, after, () => ++id))
    if (log.length > 2 * MAX_LOG) log.splice(0, log.length - MAX_LOG)
  }
  let state: GameState
  if (start) {
    state = engine.load(start)
    log.push({ id: ++id, turn: state.turn, seat: null, text: CONTINUED_LINE })
  } else {
    const dealt = engine.newGame(setup)
    state = dealt.state
    onStep(dealt.events, 0, state)
  }
  for (const [i, r] of responses.entries()) {
    const res = engine.step(state, r)
    if (!res.ok) throw new Error(`move ${i + 1} of ${responses.length} is not legal (${res.error})`)
    const before = state.turn
    state = res.state
    onStep(res.events, before, state)
  }
  return { state, log: log.slice(-MAX_LOG), aiLog, humanLog }
}
