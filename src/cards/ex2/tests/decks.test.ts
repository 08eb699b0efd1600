/**
 * The EX Sandstorm decks: the two theme decks and our three built around the set's Pokémon-ex are 60 cards, legal
 * under the EX rules, and a game between them can be dealt.
 */
import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { cardDb } from '../../registry'
import { CARAVAN, EX2_DECKS, FOSSIL_TIDE, MIND_STORM, OASIS, RING_OF_FIRE } from '../decks'
import { engine } from './helpers'

const names = (cards: readonly string[]) => new Set(cards.map((id) => cardDb().get(id).name))

describe('ex2 decks', () => {
  for (const deck of EX2_DECKS)
    it(`${deck.name}: 60 cards, legal under ex2003`, () => {
      expect(deck.cards).toHaveLength(60)
      expect(validateDeck(cardDb(), deck.cards, 'ex2003')).toEqual({ ok: true, errors: [] })
      expect(deck.rules).toBe('ex2003')
    })

  it('Oasis against Caravan deals a game under the EX rules', () => {
    const { state } = engine.newGame({ decks: [OASIS.cards, CARAVAN.cards], seed: 7, rules: 'ex2003' })
    expect(state.pending).not.toBeNull()
  })

  it('ours are described and each carries the Pokémon-ex it is built around with every card it evolves from', () => {
    const lines: [typeof RING_OF_FIRE, string[]][] = [
      [RING_OF_FIRE, ['Cyndaquil', 'Quilava', 'Typhlosion ex']],
      [MIND_STORM, ['Ralts', 'Kirlia', 'Gardevoir ex']],
      [FOSSIL_TIDE, ['Mysterious Fossil', 'Kabuto', 'Kabutops ex', 'Aerodactyl ex']],
    ]
    expect(new Set(EX2_DECKS.map((d) => d.id)).size).toBe(EX2_DECKS.length)
    for (const [d, line] of lines) {
      expect(d.description.length, d.name).toBeGreaterThan(120)
      for (const n of line) expect(names(d.cards).has(n), `${d.name}: ${n}`).toBe(true)
    }
  })
})
