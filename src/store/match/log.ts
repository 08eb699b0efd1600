/**
 * The game log: sentences for the human seat (log-text.ts), numbered, at most MAX_LOG of them kept.
 */
import { viewFor, type CardDb, type GameEvent, type GameState } from '../../engine'
import type { LogEntry } from '../game-contract'
import { eventLines } from '../log-text'
import { HUMAN } from './seats'

export const MAX_LOG = 400

/** Log lines for `events` (already redacted for the human seat), which led from turn `turnBefore` to `state`. */
export function logEntries(
  db: CardDb,
  events: readonly GameEvent[],
  turnBefore: number,
  state: GameState,
  nextId: () => number,
): LogEntry[] {
  return eventLines(events, { db, viewer: HUMAN, view: viewFor(state, HUMAN, db), turn: turnBefore }).map((l) => ({
    id: nextId(),
    turn: l.turn,
    seat: l.seat,
    text: l.text,
  }))
}
