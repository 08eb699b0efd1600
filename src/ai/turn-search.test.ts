/**
 * The whole-turn search (turn-search.ts, issue 21) is anytime: it stops at its time budget or when cancelled, with a
 * legal answer (its games on real decks: src/sim/turn-search-play.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState } from '../engine'
import { testDb } from '../engine/testing/cards'
import { FIRE_VS_WATER } from '../engine/testing/decks'
import { makeContext, type Agent } from './agent'
import { heuristicAgent } from './heuristic'
import { searchTurn, turnSearchAgent, turnSearchStats } from './turn-search'
import { freshTurnMemory } from './heuristic/policy'

const db = testDb()
const engine = createEngine(db)

/** Plays one game; returns the main-phase states of seat 0 with several options. */
async function play(agents: [Agent, Agent], seed: number): Promise<{ mains: GameState[] }> {
  const ctx = [makeContext(db, FIRE_VS_WATER[0], 1, { iterations: 4 }), makeContext(db, FIRE_VS_WATER[1], 2)]
  let state = engine.newGame({ decks: FIRE_VS_WATER, seed, rules: 'classic1999' }).state
  const mains: GameState[] = []
  for (let n = 0; state.pending && !state.result && n < 3000; n++) {
    const d = state.pending
    if (d.seat === 0 && d.ask === 'main' && d.options.length > 2) mains.push(state)
    const picks = await agents[d.seat]!.decide({ view: viewFor(state, d.seat), decision: d }, ctx[d.seat]!)
    const r = engine.step(state, { decision: d.id, picks })
    if (!r.ok) throw new Error(r.error)
    state = r.state
  }
  return { mains }
}

describe('turn search', () => {
  it('stops at its time budget and when cancelled, still with a legal answer', async () => {
    const { mains } = await play([heuristicAgent(), heuristicAgent()], 6)
    // The menu with the most options: a choice where the search has lines to cut short (the middle menu of the game
    // was used, until the Energy plan changed the game's course and that menu offered too few).
    const s = mains.reduce((a, b) => (b.pending!.options.length > a.pending!.options.length ? b : a))
    const view = viewFor(s, 0)
    const input = { view, decision: view.pending!.decision! }
    const lines = (budget: { iterations: number; ms?: number }, aborted = false) => {
      let t = 0
      const ctx = { ...makeContext(db, FIRE_VS_WATER[0], 3, budget), now: () => t++, cancel: { aborted } }
      const n = turnSearchStats.lines
      searchTurn(input, ctx, freshTurnMemory())
      return turnSearchStats.lines - n
    }
    const full = lines({ iterations: 4 })
    const capped = lines({ iterations: 4, ms: 3 })
    const cancelled = lines({ iterations: 4 }, true)
    expect(full).toBeGreaterThan(capped)
    // H's own line is always evaluated, in every world.
    expect(capped).toBeGreaterThanOrEqual(4)
    expect(cancelled).toBe(4)
    const picks = await turnSearchAgent().decide(input, {
      ...makeContext(db, FIRE_VS_WATER[0], 3, { iterations: 4 }),
      cancel: { aborted: true },
    })
    expect(picks).toHaveLength(1)
    expect(view.pending!.decision!.options[picks[0]!]).toBeDefined()
  }, 120_000)
})
