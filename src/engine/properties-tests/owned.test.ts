/**
 * stepOwned (simulations give up the state they step from) gives exactly the games `step` gives: the same events
 * and the same states, paused journals included, whether it changed the given state in place, copied it, or fed an
 * answer to the procedure it had paused instead of replaying the journal.
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { GameState } from '../model/state'
import { testDb } from '../testing/cards'
import { playRandom, RULES } from './helpers'

const engine = createEngine(testDb())

describe('stepOwned', () => {
  it('plays the same games as step, event for event and state for state', () => {
    let inPlace = 0
    let copied = 0
    let resumed = 0
    for (const rules of RULES) {
      for (const seed of [1, 2, 3]) {
        for (const pair of [0, 1]) {
          const g = playRandom(engine, seed, rules, pair)
          let s: GameState = engine.newGame(g.setup).state
          for (const [i, resp] of g.responses.entries()) {
            const before = s
            const r = engine.stepOwned(s, resp)
            if (!r.ok) throw new Error(r.error)
            if (r.state === before && before.journal) resumed++
            else if (r.state === before) inPlace++
            else copied++
            expect(r.events).toStrictEqual(g.stepEvents[i])
            expect(JSON.stringify(r.state)).toBe(JSON.stringify(g.states[i + 1]))
            s = r.state
          }
        }
      }
    }
    // Every path was taken.
    expect(inPlace).toBeGreaterThan(100)
    expect(copied).toBeGreaterThan(100)
    expect(resumed).toBeGreaterThan(20)
  }, 30_000) // many games or inputs: about 4 s on an idle machine, more on a loaded one

  it('replays the journal of a paused state it did not pause itself (here: one read back from JSON)', () => {
    const g = playRandom(engine, 5, 'modern', 1)
    const i = g.states.findIndex((x, k) => k > 0 && x.journal !== null)
    const copy = JSON.parse(JSON.stringify(g.states[i])) as GameState
    const r = engine.stepOwned(copy, g.responses[i]!)
    if (!r.ok) throw new Error(r.error)
    expect(r.state).not.toBe(copy)
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(g.states[i + 1]))
  })

  it('rejects a bad answer like step, leaving the state unchanged', () => {
    const g = playRandom(engine, 4, 'modern', 0)
    const s = g.states.find((x, i) => i > 20 && x.pending?.ask === 'main')!
    const json = JSON.stringify(s)
    const bad = engine.stepOwned(s, { decision: s.pending!.id, picks: [s.pending!.options.length] })
    expect(bad.ok).toBe(false)
    expect(JSON.stringify(s)).toBe(json)
  })
})
