import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { cardDb } from '../../registry'
import { DECKS, pickDeck } from '../../decks'
import { SWSH1_DECKS, INTELEON, RILLABOOM } from '../decks'
import { E, swsh1 } from './helpers'

const count = (cards: readonly string[], id: string) => cards.filter((c) => c === id).length

describe('Sword & Shield prebuilt decks (issue 14)', () => {
  it('each is 60 cards of existing ids, legal under Sword & Shield rules, and described', () => {
    expect(new Set(SWSH1_DECKS.map((d) => d.id)).size).toBe(SWSH1_DECKS.length)
    for (const d of SWSH1_DECKS) {
      expect(d.cards, d.name).toHaveLength(60)
      for (const id of d.cards) expect(cardDb().has(id), `${d.name}: ${id}`).toBe(true)
      expect(validateDeck(cardDb(), d.cards, 'swsh'), d.name).toEqual({ ok: true, errors: [] })
      expect(d.rules).toBe('swsh')
      expect(d.description.length, d.name).toBeGreaterThan(120)
    }
  })

  it('are built from Sword & Shield cards and basic Energy only', () => {
    for (const d of SWSH1_DECKS)
      for (const id of d.cards) expect(id.startsWith('swsh1-') || id.startsWith('sve-'), `${d.name}: ${id}`).toBe(true)
  })

  it('the Inteleon theme deck is the published list, its 18 Sun & Moon Water Energy played as ours', () => {
    expect(count(INTELEON.cards, swsh1(59))).toBe(2) // the holo and the plain Inteleon: one card
    expect(count(INTELEON.cards, swsh1(164))).toBe(4) // Great Ball
    expect(count(INTELEON.cards, E.water)).toBe(18)
    expect(new Set(INTELEON.cards).size).toBe(19)
  })

  it('the Rillaboom theme deck is the published list, its 18 Sun & Moon Grass Energy played as ours', () => {
    expect(count(RILLABOOM.cards, swsh1(15))).toBe(2)
    expect(count(RILLABOOM.cards, swsh1(140))).toBe(2) // Snorlax
    expect(count(RILLABOOM.cards, E.grass)).toBe(18)
    expect(new Set(RILLABOOM.cards).size).toBe(19)
  })

  it('every deck of ours is built around a Pokémon V that evolves into a VMAX it carries', () => {
    const ours = SWSH1_DECKS.filter((d) => !/^d-swsh1-\d+$/.test(d.id))
    expect(ours.length).toBeGreaterThanOrEqual(2)
    for (const d of ours) {
      const names = new Set(d.cards.map((id) => cardDb().get(id).name))
      const vmax = [...new Set(d.cards)]
        .map((id) => cardDb().get(id))
        .filter((c) => c.kind === 'pokemon' && c.stage === 'vmax')
      expect(vmax.length, d.name).toBeGreaterThan(0)
      for (const v of vmax)
        expect(v.kind === 'pokemon' && names.has(v.evolvesFrom ?? ''), `${d.name}: ${v.name}`).toBe(true)
    }
  })

  it('the catalogue offers them, and a random deck for a Sword & Shield game is one of the era', () => {
    for (const d of SWSH1_DECKS) expect(DECKS).toContain(d)
    for (let seed = 1; seed <= 20; seed++) expect(pickDeck('random', seed, 1, 'swsh').rules).toBe('swsh')
  })
})
