/** What a seat may know, as one string, for tests that check a card never reaches a player who may not see it. */
import type { Seat } from '../model/types'
import { viewEvents, viewFor } from '../view'
import type { Driver } from './scenario'

/** Everything seat `viewer` may read now: its view of the state and its redacted events (from `from` on). */
export const seenBy = (d: Driver, viewer: Seat, from = 0): string =>
  JSON.stringify({ view: viewFor(d.state, viewer, d.engine.db), events: viewEvents(d.events.slice(from), viewer) })
