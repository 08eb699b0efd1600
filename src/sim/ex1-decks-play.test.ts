/**
 * The computer can play the EX Ruby & Sapphire theme decks (issue 16): seeded whole games of Ruby against Sapphire
 * between two Normal-level agents under the EX rules, seat-swapped, each ending with a winner and no engine error.
 * Lives in src/sim because it needs the AI and the card sets.
 */
import { describe, expect, it } from 'vitest'
import { cardDb } from '../cards/registry'
import { RUBY, SAPPHIRE } from '../cards/ex1/decks'
import { hintsOfDecks, playSeatSwapped } from './testing/decks-play'

const db = cardDb()
const hints = await hintsOfDecks([RUBY, SAPPHIRE])

describe('the Normal level plays Ruby against Sapphire', () => {
  it('finishes each game with a winner', async () => {
    for (const seed of [1, 2])
      for (const { outcome: o, name } of await playSeatSwapped({
        db,
        hints,
        deck: RUBY,
        other: SAPPHIRE,
        seed,
        rules: 'ex2003',
      })) {
        expect(o.error, name).toBeUndefined()
        expect(o.winner, name).not.toBeNull()
        expect(o.turns, name).toBeGreaterThan(2)
      }
  }, 120_000)
})
