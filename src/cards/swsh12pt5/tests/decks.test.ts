import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { cardDb } from '../../registry'
import { DECKS } from '../../decks'
import { SWSH12PT5_DECKS } from '../decks'

describe('Crown Zenith prebuilt decks (issue 15)', () => {
  it('each is 60 cards of existing ids, legal under Sword & Shield rules, and described', () => {
    expect(new Set(SWSH12PT5_DECKS.map((d) => d.id)).size).toBe(SWSH12PT5_DECKS.length)
    for (const d of SWSH12PT5_DECKS) {
      expect(d.cards, d.name).toHaveLength(60)
      for (const id of d.cards) expect(cardDb().has(id), `${d.name}: ${id}`).toBe(true)
      expect(validateDeck(cardDb(), d.cards, 'swsh'), d.name).toEqual({ ok: true, errors: [] })
      expect(d.rules).toBe('swsh')
      expect(d.description.length, d.name).toBeGreaterThan(120)
    }
  })

  it('every deck is built around a Pokémon V that evolves into a VSTAR it carries', () => {
    for (const d of SWSH12PT5_DECKS) {
      const defs = [...new Set(d.cards)].map((id) => cardDb().get(id))
      const names = new Set(defs.map((c) => c.name))
      const vstars = defs.filter((c) => c.kind === 'pokemon' && c.stage === 'vstar')
      expect(vstars.length, d.name).toBeGreaterThan(0)
      for (const v of vstars)
        expect(v.kind === 'pokemon' && names.has(v.evolvesFrom ?? ''), `${d.name}: ${v.name}`).toBe(true)
    }
  })

  it('the catalogue offers them', () => {
    for (const d of SWSH12PT5_DECKS) expect(DECKS).toContain(d)
  })
})
