/** Filters of a driver's events for tests. */
import type { GameEvent } from '../model/events'

/** The events of one type, typed. */
export const eventsOf = <T extends GameEvent['type']>(
  events: readonly GameEvent[],
  type: T,
): Extract<GameEvent, { type: T }>[] => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type)

/** The coin flips among the events. */
export const coins = (events: readonly GameEvent[]) => eventsOf(events, 'coin')

/** The card moves from one zone to another among the events (e.g. a seat's redacted `viewEvents`). */
export const movesOf = (events: readonly GameEvent[], from: string, to: string) =>
  eventsOf(events, 'move').filter((e) => e.from === from && e.to === to)
