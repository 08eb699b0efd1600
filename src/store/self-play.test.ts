import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState, type RuleSetId, type Seat } from '../engine'
import { cardDb } from '../cards/registry'
import { DECKS } from '../cards/decks'
import { createAgent } from '../ai/simple-agent'

/** Plays a whole game between two simple agents, each seeing only its own view. */
function selfPlay(seed: number, rules: RuleSetId, decks: [string[], string[]], maxSteps = 6000) {
  const engine = createEngine(cardDb())
  const agents = [createAgent(cardDb()), createAgent(cardDb())]
  let state: GameState = engine.newGame({ decks, seed, rules }).state
  let steps = 0
  while (state.pending && steps < maxSteps) {
    const d = state.pending
    const picks = agents[d.seat]!.decide(viewFor(state, d.seat as Seat), d)
    const r = engine.step(state, { decision: d.id, picks })
    if (!r.ok) throw new Error(`seed ${seed}: agent answered ${d.ask} illegally (${JSON.stringify(picks)}): ${r.error}`)
    state = r.state
    steps++
  }
  return { state, steps }
}

describe('simple agent self-play with the Base Set theme decks', () => {
  const rules: RuleSetId[] = ['classic1999', 'modern']
  for (const rs of rules) {
    for (let seed = 1; seed <= 5; seed++) {
      it(`${rs}, seed ${seed}: the game ends with a winner`, () => {
        const a = DECKS[seed % DECKS.length]!
        const b = DECKS[(seed * 3 + 1) % DECKS.length]!
        const { state, steps } = selfPlay(seed, rs, [a.cards, b.cards])
        expect(
          state.result,
          `${a.name} vs ${b.name}: no result after ${steps} steps (turn ${state.turn})`,
        ).not.toBeNull()
        expect(state.phase).toBe('over')
      })
    }
  }
})
