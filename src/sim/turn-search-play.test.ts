/**
 * The whole-turn search (src/ai/turn-search.ts, issue 21) on Base Set theme decks: it plays a whole game legally,
 * and at the later menus of a turn it plays the rest of its plan without searching again when the table is as every
 * sampled world predicted (what keeps its decisions within the time budget).
 */
import { describe, expect, it } from 'vitest'
import { makeAgent } from '../ai/levels'
import { turnSearchStats } from '../ai/turn-search'
import { playGame } from './arena-game'
import { ladderDeckSource } from './decks'

describe('turn search on Base Set decks', () => {
  it('finishes a game against Normal and answers some menus from its plan', async () => {
    const src = await ladderDeckSource()
    const before = { ...turnSearchStats }
    const o = await playGame({
      db: src.db,
      decks: src.pairs[3]!.decks,
      // Seed 8: a game long enough to replay plans (seed 5's game, 13 turns since the Energy plan, replayed none).
      seed: 8,
      rules: 'classic1999',
      agents: [makeAgent('turn-search'), makeAgent('normal')],
      budgets: [{ iterations: 4 }, {}],
      agentSeeds: [1, 2],
    })
    expect(o.error).toBeUndefined()
    expect(o.winner === 0 || o.winner === 1).toBe(true)
    expect(turnSearchStats.plans).toBeGreaterThan(before.plans)
    expect(turnSearchStats.followed).toBeGreaterThan(before.followed)
    expect(turnSearchStats.replays).toBeGreaterThan(before.replays)
  }, 240_000)
})
