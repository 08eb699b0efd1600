import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { cardDb } from '../../registry'
import { SV3PT5_DECKS } from '../decks'
import { DECKS, pickDeck } from '../../decks'

describe('Scarlet & Violet—151 prebuilt decks (issue 7)', () => {
  it('six decks of 60 cards, legal under modern rules, each with a description', () => {
    expect(SV3PT5_DECKS).toHaveLength(6)
    expect(new Set(SV3PT5_DECKS.map((d) => d.id)).size).toBe(6)
    for (const d of SV3PT5_DECKS) {
      expect(d.cards, d.name).toHaveLength(60)
      expect(validateDeck(cardDb(), d.cards, 'modern'), d.name).toEqual({ ok: true, errors: [] })
      expect(d.rules).toBe('modern')
      expect(d.description.length, d.name).toBeGreaterThan(120)
    }
  })

  it('every deck is built from sv3pt5 cards and basic Energy only', () => {
    for (const d of SV3PT5_DECKS)
      for (const id of d.cards) expect(id.startsWith('sv3pt5-') || id.startsWith('sve-'), `${d.name}: ${id}`).toBe(true)
  })

  it('the catalogue offers them first, so a new game defaults to a modern deck', () => {
    expect(DECKS[0]!.set).toBe('sv3pt5')
    expect(DECKS.filter((d) => d.set === 'sv3pt5')).toHaveLength(6)
  })

  it('a random deck for a modern game is one of these; for a classic game one of the Base Set decks', () => {
    for (let seed = 1; seed <= 30; seed++) {
      expect(pickDeck('random', seed, 1, 'modern').set).toBe('sv3pt5')
      expect(pickDeck('random', seed, 1, 'classic1999').set).toBe('base1')
    }
  })
})
