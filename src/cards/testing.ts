/**
 * Test support on the app's real cards: one engine over the whole card database, shared by every set's tests, and
 * the engine's test harness (src/engine/testing) bound to it. It lives here, not in the engine, because the engine
 * may not import cards (docs/architecture.md); a set's tests only add their own card ids and filler.
 */
import { createEngine } from '../engine'
import type { Engine } from '../engine'
import { fill, harness } from '../engine/testing/harness'
import type { Harness, HarnessDefaults } from '../engine/testing/harness'
import { cardDb } from './registry'

export const cardEngine: Engine = createEngine(cardDb())

/**
 * A harness on the real cards whose decks (5 cards) and Prize piles (6) are filled with one basic Energy card, so
 * turns can pass and Prizes can be taken.
 */
export const cardHarness = (fillerEnergy: string, defaults: Omit<HarnessDefaults, 'deck' | 'prizes'> = {}): Harness =>
  harness(cardEngine, { ...defaults, deck: fill(5, fillerEnergy), prizes: fill(6, fillerEnergy) })
