/**
 * One game of a seed finder (e2e/*-seeds.ts): an e2e human policy on seat 0 against the computer at Normal on seat 1,
 * played exactly as the app plays it (the store's in-process AI with the game's redacted log, the same deck picks,
 * seed and computer seed), in Node. Each finder says what it looks for through `human` (seat 0's answers, where it counts its moves) and
 * `afterStep` (every step's events and the states around it); this file owns the loop, so the finders all drive the
 * computer the same way the app does.
 */
import {
  type CardDb,
  type Decision,
  type Engine,
  type GameEvent,
  type GameSetup,
  type GameState,
  type GameView,
  viewEvents,
  viewFor,
} from '../src/engine'
import { gameSetIds } from '../src/cards/ai-hints'
import { inProcessAi } from '../src/store/ai-client'
import { derivedAiSeed } from '../src/store/match/ai-seed'

export interface SeedGame {
  engine: Engine
  db: CardDb
  setup: GameSetup & { seed: number; decks: [string[], string[]] }
  /** Seat 0's answer to a decision, from its view. */
  human: (d: Decision, v: GameView) => number[]
  /** After each step: the state before, the state after and the step's events. */
  afterStep?: (before: GameState, after: GameState, events: readonly GameEvent[]) => void
  /** The human's view without the card database, as the table spec's policy reads it (default: with it). */
  plainView?: boolean
}

/** Plays the game to its end (or 3,000 decisions) and returns the last state. */
export async function playSeedGame(g: SeedGame): Promise<GameState> {
  const { engine, db, setup } = g
  const start = engine.newGame(setup)
  let state = start.state
  const ai = inProcessAi(db)
  const aiLog: GameEvent[] = viewEvents(start.events, 1)
  for (let steps = 0; state.pending && steps < 3000; steps++) {
    const d = state.pending
    const v = g.plainView ? viewFor(state, d.seat) : viewFor(state, d.seat, db)
    const picks =
      d.seat === 0
        ? g.human(d, v)
        : await ai.choose({
            level: 'normal',
            view: v,
            decision: d,
            log: aiLog,
            deck: setup.decks[1],
            // The computer's own seed, as the app derives it for a game with a given seed (`?seed=`).
            seed: derivedAiSeed(setup.seed),
            sets: gameSetIds(setup.decks),
          })
    const r = engine.step(state, { decision: d.id, picks })
    if (!r.ok) throw new Error(`seed ${setup.seed}: ${r.error}`)
    aiLog.push(...viewEvents(r.events, 1))
    g.afterStep?.(state, r.state, r.events)
    state = r.state
  }
  return state
}
