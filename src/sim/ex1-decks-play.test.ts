/**
 * The computer can play the EX Ruby & Sapphire theme decks (issue 16): seeded whole games of Ruby against Sapphire
 * between two Normal-level agents under the EX rules, seat-swapped, each ending with a winner and no engine error.
 * Lives in src/sim because it needs the AI and the card sets.
 */
import { describe, expect, it } from 'vitest'
import { cardDb } from '../cards/registry'
import { loadAiHints } from '../cards/ai-hints'
import { setsOfCards } from '../cards/sets'
import { RUBY, SAPPHIRE } from '../cards/ex1/decks'
import { LEVEL_BUDGET, makeAgent } from '../ai/levels'
import { playGame } from './arena-game'

const db = cardDb()
const hints = await loadAiHints(setsOfCards([...RUBY.cards, ...SAPPHIRE.cards]))

describe('the Normal level plays Ruby against Sapphire', () => {
  it('finishes each game with a winner', async () => {
    for (const seed of [1, 2])
      for (const swap of [false, true]) {
        const o = await playGame({
          db,
          hints,
          decks: swap ? [SAPPHIRE.cards, RUBY.cards] : [RUBY.cards, SAPPHIRE.cards],
          seed,
          rules: 'ex2003',
          agents: [makeAgent('normal'), makeAgent('normal')],
          budgets: [LEVEL_BUDGET.normal, LEVEL_BUDGET.normal],
          agentSeeds: [seed * 7, seed * 11],
        })
        const name = `seed ${seed}${swap ? ', swapped' : ''}`
        expect(o.error, name).toBeUndefined()
        expect(o.winner, name).not.toBeNull()
        expect(o.turns, name).toBeGreaterThan(2)
      }
  }, 120_000)
})
