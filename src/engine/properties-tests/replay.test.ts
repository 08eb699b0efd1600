/**
 * Wall 1 properties: replay(setup, responses) equals the live state at any point, also in the middle of an effect
 * (a paused journal); a paused state survives a JSON round trip and continues identically; bad answers change
 * nothing.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createEngine } from '../engine'
import type { GameState } from '../model/state'
import { testDb } from '../testing/cards'
import { playRandom, RULES } from './helpers'

const engine = createEngine(testDb())
const seedArb = fc.integer({ min: 1, max: 0x7fffffff })
const rulesArb = fc.constantFrom(...RULES)

describe('replay', () => {
  it('replay(setup, responses) deep-equals the live state at random points', () => {
    fc.assert(
      fc.property(
        seedArb,
        rulesArb,
        fc.nat(1),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, rules, pair, where) => {
          const g = playRandom(engine, seed, rules, pair)
          const k = Math.floor(where * g.responses.length)
          expect(engine.replay(g.setup, g.responses.slice(0, k))).toStrictEqual(g.states[k])
          expect(engine.replay(g.setup, g.responses)).toStrictEqual(g.states.at(-1))
        },
      ),
      { numRuns: 8 },
    )
  })

  it('a state paused in the middle of an effect restores from JSON and continues identically', () => {
    fc.assert(
      fc.property(seedArb, rulesArb, fc.nat(1), fc.nat(), (seed, rules, pair, pick) => {
        const g = playRandom(engine, seed, rules, pair)
        const paused = g.states.map((s, i) => (s.journal ? i : -1)).filter((i) => i >= 0)
        expect(paused.length).toBeGreaterThan(0) // setup questions are always journaled
        const k = paused[pick % paused.length]!
        expect(engine.replay(g.setup, g.responses.slice(0, k))).toStrictEqual(g.states[k])
        let restored = JSON.parse(JSON.stringify(g.states[k])) as GameState
        expect(restored).toStrictEqual(g.states[k])
        for (let i = k; i < g.responses.length; i++) {
          const r = engine.step(restored, g.responses[i]!)
          if (!r.ok) throw new Error(r.error)
          expect(r.events).toStrictEqual(g.stepEvents[i])
          restored = r.state
        }
        expect(restored).toStrictEqual(g.states.at(-1))
        expect(restored.result).toStrictEqual(g.states.at(-1)!.result)
      }),
      { numRuns: 8 },
    )
  })
})

describe('bad responses', () => {
  it('are rejected with a clear message and leave the state unchanged', () => {
    fc.assert(
      fc.property(seedArb, rulesArb, fc.double({ min: 0, max: 1, noNaN: true }), (seed, rules, where) => {
        const g = playRandom(engine, seed, rules, 0, 400)
        const k = Math.max(1, Math.floor(where * (g.states.length - 1)))
        const s = g.states[k]!
        if (!s.pending) return
        const d = s.pending
        const before = JSON.stringify(s)
        const stale = g.states[k - 1]!.pending!.id
        // One pick where more are needed is rejected for its count before its value is looked at.
        const onePick = d.min <= 1 ? /no option/i : /choose/i
        const cases: [unknown, RegExp][] = [
          [{ decision: stale, picks: [0] }, /earlier question/],
          [{ decision: d.id + 1, picks: [0] }, /earlier question|decision/],
          [{ decision: d.id, picks: [d.options.length] }, onePick],
          [{ decision: d.id, picks: [-1] }, onePick],
          [{ decision: d.id, picks: [1.5] }, /no option|choose/i],
          [{ decision: d.id, picks: Array.from({ length: d.max + 1 }, (_, i) => i) }, /choose/i],
          [{ decision: d.id }, /decision id and a list of picks/],
          [null, /decision id and a list of picks/],
        ]
        if (d.min > 0) cases.push([{ decision: d.id, picks: [] }, /choose/i])
        if (d.max >= 2) cases.push([{ decision: d.id, picks: [0, 0] }, /twice/])
        for (const [resp, msg] of cases) {
          const r = engine.step(s, resp as never)
          expect(r.ok).toBe(false)
          if (!r.ok) {
            expect(r.error).toMatch(msg)
            expect(r.error).not.toMatch(/Engine error/)
          }
        }
        expect(JSON.stringify(s)).toBe(before)
        // The state still accepts the answer that was really given.
        expect(engine.step(s, g.responses[k]!).ok).toBe(true)
        expect(JSON.stringify(s)).toBe(before)
      }),
      { numRuns: 30 },
    )
  })

  it('a finished game accepts nothing', () => {
    const g = playRandom(engine, 77, 'modern')
    const end = g.states.at(-1)!
    expect(end.result).not.toBeNull()
    const r = engine.step(end, { decision: end.seq, picks: [0] })
    expect(r).toEqual({ ok: false, error: 'The game is over' })
  })
})
