import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { cardDb } from '../../registry'
import { DECKS } from '../../decks'
import { EX1_DECKS, RUBY, SAPPHIRE } from '../decks'

describe('EX Ruby & Sapphire prebuilt decks (issue 16)', () => {
  it('each is 60 cards of existing ids, legal under the EX-era rules, offered, and described', () => {
    for (const d of EX1_DECKS) {
      expect(d.cards, d.name).toHaveLength(60)
      for (const id of d.cards) expect(cardDb().has(id), `${d.name}: ${id}`).toBe(true)
      expect(validateDeck(cardDb(), d.cards, 'ex2003'), d.name).toEqual({ ok: true, errors: [] })
      expect(d.rules).toBe('ex2003')
      expect(DECKS).toContain(d)
    }
  })

  it('Ruby is the theme deck as printed: 26 Pokémon, 9 Trainers, 24 basic Energy and a Rainbow Energy', () => {
    const kinds = RUBY.cards.map((id) => cardDb().get(id).kind)
    expect(kinds.filter((k) => k === 'pokemon')).toHaveLength(26)
    expect(kinds.filter((k) => k === 'trainer')).toHaveLength(9)
    expect(kinds.filter((k) => k === 'energy')).toHaveLength(25)
  })

  it('Sapphire is the theme deck as printed: 25 Pokémon, 11 Trainers and 24 basic Energy', () => {
    const kinds = SAPPHIRE.cards.map((id) => cardDb().get(id).kind)
    expect(kinds.filter((k) => k === 'pokemon')).toHaveLength(25)
    expect(kinds.filter((k) => k === 'trainer')).toHaveLength(11)
    expect(kinds.filter((k) => k === 'energy')).toHaveLength(24)
  })
})
