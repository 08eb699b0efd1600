import { describe, expect, it } from 'vitest'
import { cardDb } from '../../cards/registry'
import { createAgent } from '../../ai/simple-agent'
import type { AiClient } from '../ai-client'
import { createMatch } from './controller'
import { CURRENT_KEY, memorySaves } from './save-storage'
import { toMyMain } from './testing/drive'

describe('conceding a game', () => {
  it('ends it as a loss, says so in the log, and leaves nothing to resume after a reload', async () => {
    const saves = memorySaves()
    const match = createMatch({ saves })
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 9 })
    await toMyMain(match)
    await match.whenIdle()
    expect(saves.map.has(CURRENT_KEY)).toBe(true)

    expect(match.concede()).toBe(true)
    const s = match.getSnapshot()
    expect(s.status).toBe('over')
    expect(s.myDecision).toBeNull()
    expect(s.view!.result).toMatchObject({ winner: 1, reason: 'concede' })
    expect(s.log.at(-1)!.text).toBe('Your opponent wins: you conceded')
    expect(s.pendingEvents.at(-1)).toMatchObject({ type: 'game-over', reason: 'concede' })
    await match.whenIdle()
    expect(saves.map.has(CURRENT_KEY)).toBe(false)

    // A reload: the same storage, a new controller.
    const again = createMatch({ saves })
    await again.checkSaved()
    expect(again.getSnapshot().savedGame.exists).toBe(false)
    expect(await again.resumeSaved()).toBe(false)
    // Leaving the finished game does not bring it back either.
    match.leave()
    await match.whenIdle()
    expect(match.getSnapshot().savedGame.exists).toBe(false)
  })

  it('works while the computer is thinking: its late answer is never played', async () => {
    const agent = createAgent(cardDb())
    const asked: { answer: () => void }[] = []
    const ai: AiClient = {
      // Holds every answer until the test lets it go.
      choose: (q) => new Promise((resolve) => asked.push({ answer: () => resolve(agent.decide(q.view, q.decision)) })),
      cancel() {},
      reset() {},
      dispose() {},
    }
    const match = createMatch({ ai })
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 9 })
    for (let i = 0; i < 50 && asked.length === 0; i++) {
      const s = match.getSnapshot()
      if (s.myDecision) match.respond(agent.decide(s.view!, s.myDecision))
      await new Promise((r) => setTimeout(r, 0))
    }
    expect(match.getSnapshot().aiThinking).toBe(true)
    const moves = match.moves()

    expect(match.concede()).toBe(true)
    expect(match.getSnapshot()).toMatchObject({ status: 'over', aiThinking: false })
    for (const a of asked) a.answer()
    await new Promise((r) => setTimeout(r, 10))
    expect(match.moves()).toBe(moves)
    expect(match.getSnapshot().view!.result).toMatchObject({ winner: 1, reason: 'concede' })
  })

  it('is refused when there is no game in play', async () => {
    const match = createMatch()
    expect(match.concede()).toBe(false)
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-3', rules: 'modern', seed: 9 })
    expect(match.concede()).toBe(true)
    expect(match.concede()).toBe(false)
  })
})
