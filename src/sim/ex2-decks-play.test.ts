/**
 * The computer can play the three EX Sandstorm decks of our own (issue 16: Ring of Fire, Mind Storm, Fossil Tide):
 * each is legal under the EX rules and plays a seeded whole game, seat-swapped, against a theme deck of the era
 * (Sapphire, Oasis, Caravan in turn) between two Normal-level agents, ending with a winner and no engine error.
 * Lives in src/sim because it needs the AI and the card sets.
 */
import { describe, expect, it } from 'vitest'
import { validateDeck } from '../engine'
import { cardDb } from '../cards/registry'
import { SAPPHIRE } from '../cards/ex1/decks'
import { CARAVAN, FOSSIL_TIDE, MIND_STORM, OASIS, RING_OF_FIRE } from '../cards/ex2/decks'
import { hintsOfDecks, playSeatSwapped } from './testing/decks-play'

const db = cardDb()
const OURS = [RING_OF_FIRE, MIND_STORM, FOSSIL_TIDE]
const OPPONENTS = [SAPPHIRE, OASIS, CARAVAN]
const hints = await hintsOfDecks([...OURS, ...OPPONENTS])

describe('the Normal level plays the EX Sandstorm decks of our own', () => {
  OURS.forEach((deck, i) =>
    it(`${deck.name}: legal under ex2003, and a game against ${OPPONENTS[i]!.name} ends with a winner`, async () => {
      expect(validateDeck(db, deck.cards, 'ex2003')).toEqual({ ok: true, errors: [] })
      const games = await playSeatSwapped({ db, hints, deck, other: OPPONENTS[i]!, seed: 3 + i, rules: 'ex2003' })
      for (const { outcome: o, name } of games) {
        expect(o.error, name).toBeUndefined()
        expect(o.winner, name).not.toBeNull()
        expect(o.turns, name).toBeGreaterThan(2)
      }
    }, 120_000),
  )
})
