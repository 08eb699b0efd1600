/**
 * The set list (sets.ts) is the one place a set is registered. A set in the list must bring its cards, its decks
 * (or, for a basic-Energy set, be played in another set's decks), a CI fuzz gate and its own tests; a set folder
 * must be in the list.
 */
import { describe, expect, it } from 'vitest'
import { isBasicEnergy, validateDeck } from '../engine'
import { DECKS } from './decks'
import { cardDb, loadCardDb, loadCards, loadSet, loadedCards } from './registry'
import { SETS, SETS_NEWEST_FIRST, cardIdByCode, setOfCard, setsOfCards } from './sets'

// The set folders (those with an index.ts) and their test files, found by Vite's glob (file names only).
const FOLDERS = Object.keys(import.meta.glob('./*/index.ts')).map((p) => p.split('/')[1]!)
const TEST_FILES = Object.keys(import.meta.glob('./*/tests/*.test.{ts,tsx}'))

describe('the set list', () => {
  it('names every set folder of src/cards once, with distinct ids and deck-list codes', () => {
    const folders = FOLDERS.filter((name) => name !== 'decks')
    expect(SETS.map((s) => s.id).sort()).toEqual(folders.sort())
    expect(new Set(SETS.map((s) => s.code)).size).toBe(SETS.length)
  })

  it('loads each set once; the database of loaded sets has every card of the listed sets, in list order', async () => {
    const all = await loadCards()
    expect(all.map((c) => c.id)).toEqual(loadedCards().map((c) => c.id))
    expect(await loadSet(SETS[0]!)).toBe(await loadSet(SETS[0]!))
    expect(await loadCardDb([SETS[0]!])).toBe(await loadCardDb([SETS[0]!]))
    for (const c of all) expect(cardDb().get(c.id)).toBe(c)
    expect(() => cardDb().get('nowhere-1')).toThrow(/not loaded/)
  })

  it("a set's database holds its cards only", async () => {
    const [first, second] = SETS
    const db = await loadCardDb([first!])
    expect(db.has(`${first!.id}-1`)).toBe(true)
    expect(db.has(`${second!.id}-1`)).toBe(false)
  })

  it('offers the newest set first', () => {
    expect(SETS_NEWEST_FIRST.map((s) => s.released)).toEqual(SETS.map((s) => s.released).sort((a, b) => b - a))
  })

  it('finds the set of a card id, and refuses a card of no listed set', () => {
    for (const s of SETS) expect(setOfCard(`${s.id}-1`)).toBe(s)
    expect(setOfCard('sample-ex')).toBeUndefined()
    expect(() => setsOfCards(['nowhere-1'])).toThrow(/no set/)
  })
})

describe.each(SETS.map((s) => [s.id, s] as const))('set %s', (id, set) => {
  it('has cards, each with an id `<set>-<number>` and this set', async () => {
    const cards = await loadSet(set)
    expect(cards.length).toBeGreaterThan(0)
    for (const c of cards) {
      expect(c.id, c.id).toBe(`${id}-${c.number}`)
      expect(c.set, c.id).toBe(id)
    }
  })

  it('has its own tests (src/cards/<set>/tests)', () => {
    const tests = TEST_FILES.filter((f) => f.startsWith(`./${id}/tests/`))
    expect(tests.length, `no test file in src/cards/${id}/tests`).toBeGreaterThan(0)
  })

  if (set.kind === 'expansion') {
    // A set that lands card by card (`unfinished`) may offer a prebuilt deck as soon as every card it lists exists
    // (checked here: each id is in the database and the deck is legal); its fuzz gate may wait. A finished set
    // must have both.
    if (set.unfinished)
      it('is unfinished: has no fuzz gate while it has no decks', () => {
        if (set.decks.length === 0) expect(set.gate).toBeUndefined()
      })
    else
      it('is finished: has prebuilt decks and a fuzz gate', () => {
        expect(set.decks.length).toBeGreaterThan(0)
        expect(set.gate).toBeDefined()
      })
    it('its prebuilt decks are of this set, of existing cards, legal under its rules, each described', async () => {
      const db = await loadCardDb(setsOfCards(set.decks.flatMap((d) => d.cards)))
      for (const d of set.decks) {
        expect(d.set, d.name).toBe(id)
        expect(d.rules, d.name).toBe(set.rules)
        expect(d.description.length, d.name).toBeGreaterThan(80)
        for (const c of d.cards) expect(db.has(c), `${d.name}: ${c}`).toBe(true)
        expect(validateDeck(db, d.cards, d.rules), d.name).toEqual({ ok: true, errors: [] })
        expect(DECKS, d.name).toContain(d)
      }
    })
  } else {
    it('is basic Energy only, played in the decks of another set', async () => {
      expect(set.decks).toEqual([])
      expect((await loadSet(set)).every(isBasicEnergy)).toBe(true)
      expect(DECKS.some((d) => d.cards.some((c) => setOfCard(c) === set))).toBe(true)
    })
  }
})

describe('cards named by deck-list code and number', () => {
  it('finds the printing a deck list names, in every set, and refuses an unknown code', async () => {
    await loadCardDb()
    for (const set of SETS) {
      const first = (await set.cards())[0]!
      expect(cardDb().get(cardIdByCode(set.code, first.number!)).name).toBe(first.name)
    }
    expect(() => cardIdByCode('ZZZ', 1)).toThrow(/ZZZ/)
  })
})

describe('the deck catalogue', () => {
  it('has distinct deck ids', () => {
    expect(new Set(DECKS.map((d) => d.id)).size).toBe(DECKS.length)
  })
})
