import { describe, expect, it } from 'vitest'
import { loadCardDb, loadCards } from '../cards/registry'
import { SETS } from '../cards/sets'
import { seedRng, validateDeck } from '../engine'
import { randomDeckPool, randomLegalDeck } from './random-deck'

const cards = await loadCards()
const db = await loadCardDb()
const pools = [
  // A set still being written may not have enough cards for varied decks of its own yet.
  ...SETS.filter((s) => s.kind === 'expansion' && !s.unfinished).map((s) => ({
    name: s.name,
    pool: randomDeckPool(cards, s),
  })),
  { name: 'every set', pool: randomDeckPool(cards) },
]

describe('randomLegalDeck: random decks that pass the deck rules', () => {
  for (const { name, pool } of pools)
    it(`${name}: 150 decks, each legal under modern and classic 1999 rules, with Energy for the deck`, () => {
      const rng = seedRng(7)
      const seen = new Set<string>()
      for (let i = 0; i < 150; i++) {
        const deck = randomLegalDeck(pool, rng)
        expect(validateDeck(db, deck, 'modern').errors).toEqual([])
        expect(validateDeck(db, deck, 'classic1999').errors).toEqual([])
        expect(deck.some((id) => db.get(id).kind === 'energy')).toBe(true)
        seen.add([...deck].sort().join())
      }
      // Varied: not the same few decks again and again.
      expect(seen.size).toBeGreaterThan(140)
    })

  it("a set's deck draws only from its own cards and the Energy sets' basic Energy", () => {
    const set = SETS.find((s) => s.kind === 'expansion' && s.decks.length > 0)!
    const energySets = SETS.filter((s) => s.kind === 'energy').map((s) => s.id)
    const deck = randomLegalDeck(randomDeckPool(cards, set), seedRng(3))
    for (const id of deck) expect([set.id, ...energySets]).toContain(db.get(id).set)
  })

  it('is deterministic in its generator', () => {
    const pool = randomDeckPool(cards)
    expect(randomLegalDeck(pool, seedRng(11))).toEqual(randomLegalDeck(pool, seedRng(11)))
  })

  it('refuses a pool without a Basic Pokémon', () => {
    const trainersOnly = cards.filter((d) => d.kind !== 'pokemon')
    expect(() => randomLegalDeck(trainersOnly, seedRng(1))).toThrow(/Basic Pokémon/)
  })
})
