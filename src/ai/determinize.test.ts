import { describe, expect, it } from 'vitest'
import { createEngine, viewEvents, viewFor, type GameEvent, type GameState, type RuleSetId } from '../engine'
import { testDb } from '../engine/testing/cards'
import { FIRE_VS_WATER } from '../engine/testing/decks'
import { checkZones } from '../engine/testing/invariants'
import { seedRng } from '../engine/rng'
import { randomResponse } from './agent'
import { determinize } from './determinize'

const db = testDb()
const engine = createEngine(db)
const DECKS = FIRE_VS_WATER

/** Random games; calls `check` at every main-phase decision with the seat's view and redacted log. */
function forEachMainDecision(
  seed: number,
  rules: RuleSetId,
  check: (s: GameState, log: GameEvent[]) => void,
  every = 3,
  format?: 'double',
) {
  const rng = seedRng(seed)
  const start = engine.newGame({ decks: DECKS, seed, rules, ...(format ? { format } : {}) })
  let state = start.state
  const events = start.events
  const logs: [GameEvent[], GameEvent[]] = [viewEvents(events, 0), viewEvents(events, 1)]
  let n = 0
  while (state.pending && !state.result && n < 3000) {
    const d = state.pending
    if (d.ask === 'main' && n % every === 0) check(state, logs[d.seat])
    const r = engine.step(state, { decision: d.id, picks: randomResponse(rng, d) })
    if (!r.ok) throw new Error(r.error)
    state = r.state
    logs[0].push(...viewEvents(r.events, 0))
    logs[1].push(...viewEvents(r.events, 1))
    n++
  }
}

describe('determinize', () => {
  // The 2-on-2 Battle (seed 003 Appendix A): the worlds keep both Active Pokémon of each side and the format.
  const CASES: [RuleSetId, 'double' | undefined][] = [
    ['modern', undefined],
    ['classic1999', undefined],
    ['ex2003', 'double'],
  ]
  for (const [rules, format] of CASES) {
    it(`${rules}${format ? ' 2-on-2' : ''}: every world passes the zone invariant, has the same view, and the engine can play it`, () => {
      let checked = 0
      for (let seed = 1; seed <= 3; seed++) {
        forEachMainDecision(
          seed,
          rules,
          (s, log) => {
            const seat = s.pending!.seat
            const view = viewFor(s, seat)
            for (let k = 0; k < 2; k++) {
              const w = determinize({
                view,
                db,
                deck: DECKS[seat],
                rng: seedRng(seed * 100 + k + checked),
                log: k === 0 ? log : undefined,
              })
              expect(checkZones(w)).toBeNull()
              expect(viewFor(w, seat)).toEqual(view)
              expect(JSON.parse(JSON.stringify(w))).toEqual(w)
              // Every option is playable in the sampled world.
              for (let i = 0; i < w.pending!.options.length; i++) {
                const r = engine.step(w, { decision: w.pending!.id, picks: [i] })
                if (!r.ok) throw new Error(`option ${w.pending!.options[i]!.label}: ${r.error}`)
              }
            }
            checked++
          },
          3,
          format,
        )
      }
      expect(checked).toBeGreaterThan(10)
    }, 60_000)
  }

  it('samples the hidden cards: own deck and Prizes come from the own list minus what is seen', () => {
    let done = false
    forEachMainDecision(7, 'modern', (s, log) => {
      if (done || s.turn < 4) return
      done = true
      const seat = s.pending!.seat
      const view = viewFor(s, seat)
      const w = determinize({ view, db, deck: DECKS[seat], rng: seedRng(5), log })
      const mine = (g: GameState) =>
        [...g.players[seat].deck, ...g.players[seat].prizes].map((u) => g.cards[u]!.def).sort()
      expect(mine(w)).toEqual(mine(s))
      // Two worlds differ somewhere in what is hidden.
      const w2 = determinize({ view, db, deck: DECKS[seat], rng: seedRng(6), log })
      expect(JSON.stringify(w2.players)).not.toEqual(JSON.stringify(w.players))
    })
    expect(done).toBe(true)
  })
})
