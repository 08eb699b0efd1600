/**
 * The information boundary (design.md wall 4, research §1.8 item 6b): an agent's decision depends only on its view.
 * Permuting every card hidden from the deciding seat (the opponent's hand, deck and Prizes among themselves, the
 * seat's own deck and Prizes among themselves) and the generator state leaves the view identical and the decision
 * unchanged, for the same agent seed.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, cloneState, viewFor, type GameState, type Seat } from '../engine'
import { testDb } from '../engine/testing/cards'
import { FIRE_VS_WATER } from '../engine/testing/decks'
import { seedRng, shuffleInPlace, type RngState } from '../engine/rng'
import { makeContext, type Agent } from './agent'
import { heuristicAgent } from './heuristic'
import { samplingAgent } from './sampling'
import { ismctsAgent } from './ismcts'
import { turnSearchAgent } from './turn-search'
import { makeAgent } from './levels'
import { yardstickAgent } from './yardstick'
import { computeHint } from './hint'

const db = testDb()
const engine = createEngine(db)
const DECKS = FIRE_VS_WATER

/** The same game with every card hidden from `seat` moved around among the hidden places, and a new generator. */
function permuteHidden(s: GameState, seat: Seat, rng: RngState): GameState {
  const g = cloneState(s)
  const me = g.players[seat]
  const opp = g.players[seat === 0 ? 1 : 0]
  const own = [...me.deck, ...me.prizes]
  shuffleInPlace(rng, own)
  me.deck = own.slice(0, me.deck.length)
  me.prizes = own.slice(me.deck.length)
  const theirs = [...opp.hand, ...opp.deck, ...opp.prizes]
  shuffleInPlace(rng, theirs)
  const h = opp.hand.length
  const d = opp.deck.length
  opp.hand = theirs.slice(0, h)
  opp.deck = theirs.slice(h, h + d)
  opp.prizes = theirs.slice(h + d)
  g.rng = seedRng(12345 + h * 7 + d)
  return g
}

/** Main-phase states from heuristic self-play, a few turns apart. */
function checkpoints(seed: number, format?: 'double'): GameState[] {
  const agents = [heuristicAgent(), heuristicAgent()]
  const ctx = [makeContext(db, DECKS[0], 1), makeContext(db, DECKS[1], 2)]
  const setup = format ? { rules: 'ex2003' as const, format } : { rules: 'classic1999' as const }
  let state = engine.newGame({ decks: DECKS, seed, ...setup }).state
  const out: GameState[] = []
  let n = 0
  let mains = 0
  while (state.pending && !state.result && n < 400) {
    const d = state.pending
    if (d.ask === 'main' && state.turn >= 3 && d.options.length > 2 && mains++ % 3 === 0) out.push(state)
    const picks = agents[d.seat]!.decide({ view: viewFor(state, d.seat), decision: d }, ctx[d.seat]!) as number[]
    const r = engine.step(state, { decision: d.id, picks })
    if (!r.ok) throw new Error(r.error)
    state = r.state
    n++
  }
  return out.slice(0, 6)
}

const AGENTS: [string, () => Agent, number][] = [
  ['heuristic', () => heuristicAgent(), 0],
  ['beginner (randomized heuristic)', () => heuristicAgent({ temperature: 40, noise: 0.1 }), 0],
  ['sampling (4 worlds)', () => samplingAgent(), 4],
  ['Hard (4 worlds)', () => makeAgent('hard'), 4],
  ['Hard before (4 worlds, slips and noise)', () => makeAgent('hard-slips'), 4],
  // The reply terms (threat-features.ts) read the opponent's side: only what its view shows, like every agent here.
  ['sampling with the reply terms and Prize race (hard-v3)', () => makeAgent('hard-v3'), 4],
  // Rollouts to the end of the game: every card they play comes from the sampled world, never the true one.
  ['expert-game (2 worlds, played to the end of the game)', () => makeAgent('expert-game'), 2],
  ['ismcts (30 iterations)', () => ismctsAgent(), 30],
  ['turn search (4 worlds)', () => turnSearchAgent(), 4],
  ['yardstick (SimpleBot tactics)', () => yardstickAgent(), 0],
]

describe('information boundary: decisions ignore hidden cards', () => {
  // 2-on-2 Battles too (seed 003 Appendix A): the opponent's hand, deck and Prizes stay hidden with two Actives a side.
  const doubles = checkpoints(5, 'double').slice(0, 3)
  const states = [...checkpoints(3), ...checkpoints(4), ...doubles]
  it('has checkpoints', () => expect(states.length).toBeGreaterThan(5))
  it('has 2-on-2 checkpoints with a second Active on each side', () => {
    expect(doubles.length).toBeGreaterThan(1)
    expect(doubles.some((s) => s.players.every((p) => p.secondActive))).toBe(true)
  })
  for (const [name, make, iterations] of AGENTS) {
    it(`${name}: same decision after permuting hidden cards`, async () => {
      const rng = seedRng(99)
      for (const s of states) {
        const seat = s.pending!.seat
        for (let k = 0; k < 2; k++) {
          const t = permuteHidden(s, seat, rng)
          expect(viewFor(t, seat)).toEqual(viewFor(s, seat))
          expect(JSON.stringify(t.players)).not.toEqual(JSON.stringify(s.players))
          const ask = (g: GameState) =>
            make().decide(
              { view: viewFor(g, seat), decision: viewFor(g, seat).pending!.decision! },
              makeContext(db, DECKS[seat], 7, iterations ? { iterations } : undefined),
            )
          expect(await ask(t)).toEqual(await ask(s))
        }
      }
    }, 120_000)
  }

  // The player's hint (issue 21) is Expert's search from the player's view: the whole hint — suggestion,
  // alternatives, win chances, reasons — must not move when the hidden cards do.
  it('hint: same suggestion, alternatives, win chances and reasons after permuting hidden cards', () => {
    const rng = seedRng(98)
    for (const s of states) {
      const seat = s.pending!.seat
      const t = permuteHidden(s, seat, rng)
      expect(viewFor(t, seat, db)).toEqual(viewFor(s, seat, db))
      const hint = (g: GameState) => {
        const view = viewFor(g, seat, db)
        return computeHint(
          { view, decision: view.pending!.decision! },
          makeContext(db, DECKS[seat], 7, { iterations: 4 }),
        )
      }
      const a = hint(s)
      expect(a.alternatives.length).toBeGreaterThan(0)
      expect(hint(t)).toEqual(a)
    }
  }, 120_000)
})
