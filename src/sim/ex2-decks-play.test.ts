/**
 * The computer can play the three EX Sandstorm decks of our own (issue 16: Ring of Fire, Mind Storm, Fossil Tide):
 * each is legal under the EX rules and plays a seeded whole game, seat-swapped, against a theme deck of the era
 * (Sapphire, Oasis, Caravan in turn) between two Normal-level agents, ending with a winner and no engine error.
 * Lives in src/sim because it needs the AI and the card sets.
 */
import { describe, expect, it } from 'vitest'
import { validateDeck } from '../engine'
import { cardDb } from '../cards/registry'
import { loadAiHints } from '../cards/ai-hints'
import { setsOfCards } from '../cards/sets'
import { SAPPHIRE } from '../cards/ex1/decks'
import { CARAVAN, FOSSIL_TIDE, MIND_STORM, OASIS, RING_OF_FIRE } from '../cards/ex2/decks'
import { LEVEL_BUDGET, makeAgent } from '../ai/levels'
import { playGame } from './arena-game'

const db = cardDb()
const OURS = [RING_OF_FIRE, MIND_STORM, FOSSIL_TIDE]
const OPPONENTS = [SAPPHIRE, OASIS, CARAVAN]
const hints = await loadAiHints(setsOfCards([...OURS, ...OPPONENTS].flatMap((d) => d.cards)))

describe('the Normal level plays the EX Sandstorm decks of our own', () => {
  OURS.forEach((deck, i) =>
    it(`${deck.name}: legal under ex2003, and a game against ${OPPONENTS[i]!.name} ends with a winner`, async () => {
      expect(validateDeck(db, deck.cards, 'ex2003')).toEqual({ ok: true, errors: [] })
      const other = OPPONENTS[i]!
      for (const swap of [false, true]) {
        const seed = 3 + i
        const o = await playGame({
          db,
          hints,
          decks: swap ? [other.cards, deck.cards] : [deck.cards, other.cards],
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
    }, 120_000),
  )
})
