import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { cardDb } from '../../registry'
import { DECKS } from '../../decks'
import { BLAZING_STAR, CROWNED_HEROES, EMERALD_GUARD, SWSH12PT5_DECKS, THUNDER_STAR } from '../decks'

const names = (cards: readonly string[]) => new Set(cards.map((id) => cardDb().get(id).name))
const count = (cards: readonly string[], name: string) => cards.filter((id) => cardDb().get(id).name === name).length

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

  it('each holds at most one Radiant Pokémon', () => {
    for (const d of SWSH12PT5_DECKS) {
      const radiant = d.cards.filter((id) => {
        const c = cardDb().get(id)
        return c.kind === 'pokemon' && c.ruleBox === 'Radiant'
      })
      expect(radiant.length, d.name).toBeLessThanOrEqual(1)
    }
  })

  it('each carries the VSTAR line it is built around, Blazing Star its Radiant Charizard too', () => {
    const lines: [typeof CROWNED_HEROES, string[]][] = [
      [CROWNED_HEROES, ['Zacian V', 'Zacian VSTAR']],
      [BLAZING_STAR, ['Charizard V', 'Charizard VSTAR', 'Radiant Charizard']],
      [EMERALD_GUARD, ['Leafeon V', 'Leafeon VSTAR']],
      [THUNDER_STAR, ['Zeraora V', 'Zeraora VSTAR']],
    ]
    for (const [d, line] of lines) for (const n of line) expect(names(d.cards).has(n), `${d.name}: ${n}`).toBe(true)
    expect(count(BLAZING_STAR.cards, 'Radiant Charizard')).toBe(1)
  })

  it("there are four, one for each of the set's VSTAR lines we chose", () => {
    expect(SWSH12PT5_DECKS.map((d) => d.name)).toEqual([
      'Crowned Heroes',
      'Blazing Star',
      'Emerald Guard',
      'Thunder Star',
    ])
  })

  it('the catalogue offers them', () => {
    for (const d of SWSH12PT5_DECKS) expect(DECKS).toContain(d)
  })
})
