/**
 * The Zustand store over the match controller: what components select is the controller's snapshot, at every
 * change, and every action reaches the controller. The game itself is tested in match/controller.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { cardDb } from '../cards/registry'
import { createAgent } from '../ai/simple-agent'
import { bindMatch } from './game'
import { createMatch, type MatchSnapshot } from './match/controller'
import { memorySaves } from './match/save-storage'

const fields = (s: MatchSnapshot) => ({
  status: s.status,
  config: s.config,
  view: s.view,
  myDecision: s.myDecision,
  pendingEvents: s.pendingEvents,
  log: s.log,
  error: s.error,
  aiThinking: s.aiThinking,
  savedGame: s.savedGame,
  decks: s.decks,
})

describe('game store', () => {
  it('shows the controller’s snapshot after every change, the same objects, and its actions play the game', async () => {
    const match = createMatch({ saves: memorySaves() })
    const store = bindMatch(match)
    let changes = 0
    store.subscribe((s) => {
      changes++
      // Each notification already carries the controller's state of that moment (selectors never see a mix).
      for (const [k, v] of Object.entries(fields(match.getSnapshot()))) expect(s[k as keyof MatchSnapshot], k).toBe(v)
    })
    await store.getState().newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 9 })
    const agent = createAgent(cardDb())
    for (let i = 0; i < 20; i++) {
      await store.getState().whenIdle()
      const s = store.getState()
      if (!s.myDecision) break
      s.respond(agent.decide(s.view!, s.myDecision))
    }
    expect(changes).toBeGreaterThan(20)
    expect(match.moves()).toBeGreaterThan(20)
    store.getState().eventsAnimated(store.getState().pendingEvents.length)
    expect(match.getSnapshot().pendingEvents).toEqual([])
    expect(store.getState().act({ type: 'retreat', to: 9 })).toBe(false)
    expect(store.getState().error).toBe(match.getSnapshot().error)
    store.getState().leave()
    expect(store.getState().status).toBe('idle')
    expect(fields(store.getState())).toEqual(fields(match.getSnapshot()))
  })
})
