/**
 * The event player's queue rules, apart from React so they can be tested: which events play together as one
 * step, and which are stale. The store keeps appending events (`pendingEvents`) and the player acknowledges them
 * from the front. A player who acts while the previous move still animates would otherwise watch old banners play
 * out after their new move: when events arrive while a step plays, everything queued before them is dropped.
 */
import type { GameEvent } from '../../engine'
import { eventMs } from './eventText'

/** The step being played: its first event, and the last event that was queued when it started. */
export interface Playing {
  first: GameEvent
  tail: GameEvent
}

/** The next step: the events up to and including the first that holds the queue, and how long it holds it (ms at Normal speed). */
export function nextStep(events: readonly GameEvent[]): { count: number; ms: number } {
  let count = 0
  let ms = 0
  for (const e of events) {
    count++
    ms = eventMs(e)
    if (ms > 0) break
  }
  return { count, ms }
}

/**
 * How many events at the front of the queue are stale: 0 while `playing` is still what the queue holds; all the
 * events that were queued when it started once newer ones have arrived behind them.
 */
export function staleCount(events: readonly GameEvent[], playing: Playing | null): number {
  if (!playing || events[0] !== playing.first) return 0
  const k = events.lastIndexOf(playing.tail)
  return k >= 0 && k < events.length - 1 ? k + 1 : 0
}
