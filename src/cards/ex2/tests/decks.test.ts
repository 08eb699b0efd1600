/** The EX Sandstorm theme decks: 60 cards, legal under the EX rules, and a game between them can be dealt. */
import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { cardDb } from '../../registry'
import { CARAVAN, EX2_DECKS, OASIS } from '../decks'
import { engine } from './helpers'

describe('ex2 theme decks', () => {
  for (const deck of EX2_DECKS)
    it(`${deck.name}: 60 cards, legal under ex2003`, () => {
      expect(deck.cards).toHaveLength(60)
      expect(validateDeck(cardDb(), deck.cards, 'ex2003')).toEqual({ ok: true, errors: [] })
    })

  it('Oasis against Caravan deals a game under the EX rules', () => {
    const { state } = engine.newGame({ decks: [OASIS.cards, CARAVAN.cards], seed: 7, rules: 'ex2003' })
    expect(state.pending).not.toBeNull()
  })
})
