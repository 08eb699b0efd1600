/**
 * The test harness: one engine over a card pool, and `game(spec)`, a Driver on a scenario whose decks (and, if
 * asked, Prize piles) are topped up with filler so turns can pass and Prizes can be taken. The card pool is a
 * parameter (the engine never imports src/cards): the engine's tests pass their test-only pools, the card tests the
 * app's card database. See docs/engine.md, "Testing".
 */
import { createEngine } from '../engine'
import type { Engine, GameSetup } from '../engine'
import type { CardDb } from '../api/card'
import type { RuleSetId } from '../rules/profile'
import { Driver, scenario } from './scenario'
import type { ScenarioSpec } from './scenario'
import { playSetup } from './setup-play'
import type { SetupAnswers } from './setup-play'
import type { Ask } from '../model/decision'

/** `n` copies of one card, e.g. filler for a deck. */
export const fill = (n: number, card: string): string[] => Array.from({ length: n }, () => card)

export interface HarnessDefaults {
  /** Rule set of a spec that names none (the scenario's default is modern). */
  rules?: RuleSetId
  /** A side without a `deck` gets this one (top first). */
  deck?: string[]
  /** A side without `prizes` gets these; without this option the scenario's default Prizes are used. */
  prizes?: string[]
}

export interface Harness {
  engine: Engine
  /** A driver on a scenario built with this harness's card pool and defaults. */
  game(spec: ScenarioSpec): Driver
  /** A real game from its start, setup answered until the first main menu (or `stopAt`): see setup-play.ts. */
  playSetup(setup: GameSetup, answers?: SetupAnswers, stopAt?: Ask): Driver
}

/** A harness over a card database (or an engine already made from one). */
export function harness(cards: CardDb | Engine, defaults: HarnessDefaults = {}): Harness {
  const engine = 'newGame' in cards ? cards : createEngine(cards)
  const game = (spec: ScenarioSpec): Driver => {
    const players = spec.players.map((p) => ({
      ...(defaults.deck && { deck: defaults.deck }),
      ...(defaults.prizes && { prizes: defaults.prizes }),
      ...p,
    })) as ScenarioSpec['players']
    const rules = spec.rules ?? defaults.rules
    return new Driver(engine, scenario(engine, { ...spec, ...(rules && { rules }), players }))
  }
  return { engine, game, playSetup: (setup, answers, stopAt) => playSetup(engine, setup, answers, stopAt) }
}
