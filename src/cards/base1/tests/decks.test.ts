import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { cardDb } from '../../registry'
import { BASE1_DECKS } from '../decks'

// The decks name Pokémon written by other files; the legality test runs once every id exists.
const allExist = BASE1_DECKS.every((d) => d.cards.every((id) => cardDb().has(id)))

describe('Base Set theme decks', () => {
  it('there are five decks of 60 card ids with distinct ids and names', () => {
    expect(BASE1_DECKS.map((d) => d.name)).toEqual([
      '2-Player Starter Set',
      'Overgrowth',
      'Zap!',
      'Brushfire',
      'Blackout',
    ])
    expect(new Set(BASE1_DECKS.map((d) => d.id)).size).toBe(5)
    for (const d of BASE1_DECKS) expect(d.cards.length).toBe(60)
  })
  it('the Starter Set keeps Machamp and has 13 Fire Energy (the box list has 61 cards)', () => {
    const starter = BASE1_DECKS[0]!
    expect(starter.cards.filter((c) => c === 'base1-8').length).toBe(1)
    expect(starter.cards.filter((c) => c === 'base1-98').length).toBe(13)
  })
  it.skipIf(!allExist)('every deck is legal under classic1999 and modern', () => {
    for (const d of BASE1_DECKS) {
      expect(validateDeck(cardDb(), d.cards, 'classic1999'), d.name).toEqual({ ok: true, errors: [] })
      expect(validateDeck(cardDb(), d.cards, 'modern'), d.name).toEqual({ ok: true, errors: [] })
    }
  })
})
