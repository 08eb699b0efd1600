/**
 * The frozen yardstick `expert-nov26` (src/sim/expert-nov26, issue 21's "today's Expert") must keep playing under
 * today's engine: its code is a copy of the AI of 26 November 2026 and nothing else keeps it in step with the rules.
 * A whole Base Set game and a whole 151 game against Normal, at two worlds a decision to keep the test short.
 */
import { describe, expect, it } from 'vitest'
import { makeAgent } from '../ai/levels'
import { playGame } from './arena-game'
import { deckSource } from './decks'
import { simAgent } from './sim-agents'

describe('expert-nov26 plays whole games under today’s rules', () => {
  for (const [decks, rules] of [
    ['base1', 'classic1999'],
    ['sv3pt5', 'modern'],
  ] as const) {
    it(`finishes a ${decks} game against Normal with its name-keyed hints`, async () => {
      const src = await deckSource(decks)
      const o = await playGame({
        db: src.db,
        decks: src.pairs[1]!.decks,
        seed: 3,
        rules,
        agents: [simAgent('expert-nov26', src.setIds), makeAgent('normal')],
        budgets: [{ iterations: 2 }, {}],
        agentSeeds: [1, 2],
      })
      expect(o.error).toBeUndefined()
      expect(o.winner === 0 || o.winner === 1).toBe(true)
      expect(o.reason).not.toBe('max-decisions')
    }, 240_000)
  }
})
