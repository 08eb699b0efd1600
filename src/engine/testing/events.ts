/** Filters of a driver's events for tests. */
import type { GameEvent } from '../model/events'

/** The events of one type, typed. */
export const eventsOf = <T extends GameEvent['type']>(
  events: readonly GameEvent[],
  type: T,
): Extract<GameEvent, { type: T }>[] => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type)

/** The coin flips among the events. */
export const coins = (events: readonly GameEvent[]) => eventsOf(events, 'coin')
