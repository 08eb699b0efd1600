import { describe, expect, it } from 'vitest'
import { createEngine, type GameSetup, type GameState, type Response } from '../../engine'
import { cardDb } from '../../cards/registry'
import { deckById } from '../../cards/decks'
import { createAgent } from '../../ai/simple-agent'
import { viewFor } from '../../engine'
import { CONTINUED_LINE, rebuildGame } from './rebuild'

const db = cardDb()
const cards = { db, engine: createEngine(db) }
const setup: GameSetup = {
  decks: [deckById('d-base1-1')!.cards, deckById('d-base1-4')!.cards],
  seed: 8,
  rules: 'modern',
}

/** `n` answers of a game played by the simple agent on both seats, and the state after each. */
function play(n: number): { responses: Response[]; states: GameState[] } {
  const agent = createAgent(db)
  let state = cards.engine.newGame(setup).state
  const responses: Response[] = []
  const states = [state]
  for (let i = 0; i < n && state.pending; i++) {
    const d = state.pending
    const r = { decision: d.id, picks: agent.decide(viewFor(state, d.seat, db), d) }
    const res = cards.engine.step(state, r)
    if (!res.ok) throw new Error(res.error)
    responses.push(r)
    states.push((state = res.state))
  }
  return { responses, states }
}

describe('rebuilding a game', () => {
  it('replays the answers from the deal to the same state, with the log from the start', () => {
    const { responses, states } = play(30)
    const g = rebuildGame(cards, setup, responses)
    expect(g.state).toEqual(states.at(-1))
    expect(g.log[0]!.text).not.toBe(CONTINUED_LINE)
    expect(g.log.length).toBeGreaterThan(5)
  })

  it('from a saved position: the game goes on from there, and its log says it starts there', () => {
    const { responses, states } = play(30)
    const start = JSON.parse(JSON.stringify(states[20])) as GameState
    const g = rebuildGame(cards, setup, responses.slice(20), start)
    expect(JSON.stringify(g.state)).toBe(JSON.stringify(states.at(-1)))
    expect(g.log[0]).toMatchObject({ seat: null, text: CONTINUED_LINE })
    // Only what happened after the saved position is in the log.
    expect(g.log.length).toBeLessThan(rebuildGame(cards, setup, responses).log.length)
    // With no answers, the position itself.
    expect(JSON.stringify(rebuildGame(cards, setup, [], start).state)).toBe(JSON.stringify(start))
  })

  it('a saved position the engine refuses throws, naming the problem', () => {
    const { states } = play(30)
    const broken = JSON.parse(JSON.stringify(states[20])) as GameState
    broken.players[0].hand.push(broken.players[0].hand[0] ?? broken.players[0].deck[0]!)
    expect(() => rebuildGame(cards, setup, [], broken)).toThrow(/cannot be loaded: card \d+ .* is both in/)
  })

  it('an answer the engine refuses throws, naming the move', () => {
    const { responses } = play(10)
    const bad = responses.map((r, i) => (i === 4 ? { ...r, picks: [99] } : r))
    expect(() => rebuildGame(cards, setup, bad)).toThrow(/move 5 of 10 is not legal/)
  })
})
