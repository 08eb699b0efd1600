import { describe, expect, it } from 'vitest'
import { loadCardDb, loadCards } from '../cards/registry'
import { SETS } from '../cards/sets'
import { entriesOf } from './entries'
import { exportDeckList, exportFileName, unnamedEntries } from './export'
import { resolveDeckList } from './import'

const db = await loadCardDb()
const cards = await loadCards()

describe('exportDeckList: the Pokémon TCG Live format', () => {
  it('writes sections with counts, "count name CODE number" lines and the total', () => {
    const text = exportDeckList(db, [
      { cardId: 'sv3pt5-4', count: 4 },
      { cardId: 'sve-2', count: 12 },
      { cardId: 'sv3pt5-206', count: 2 },
      { cardId: 'sv3pt5-6', count: 3 },
    ])
    expect(text).toBe(
      [
        'Pokémon: 7',
        '4 Charmander MEW 4',
        '3 Charizard ex MEW 6',
        '',
        'Trainer: 2',
        '2 Switch MEW 206',
        '',
        'Energy: 12',
        '12 Basic {R} Energy SVE 2',
        '',
        'Total Cards: 21',
        '',
      ].join('\n'),
    )
  })

  it('Base Set Energy keeps its printed name; a deck of unknown cards only is an empty list', () => {
    expect(exportDeckList(db, [{ cardId: 'base1-98', count: 10 }])).toBe(
      'Energy: 10\n10 Fire Energy BS 98\n\nTotal Cards: 10\n',
    )
    expect(exportDeckList(db, [{ cardId: 'nope-1', count: 4 }])).toBe('Total Cards: 0\n')
  })

  it('names the entries it leaves out: the cards the database does not know', () => {
    const entries = [
      { cardId: 'sv3pt5-4', count: 4 },
      { cardId: 'sv99-12', count: 2 },
      { cardId: 'nope-1', count: 1 },
      { cardId: 'nope-2', count: 0 },
    ]
    expect(unnamedEntries(db, entries)).toEqual([
      { cardId: 'sv99-12', count: 2 },
      { cardId: 'nope-1', count: 1 },
    ])
    expect(exportDeckList(db, entries)).toBe('Pokémon: 4\n4 Charmander MEW 4\n\nTotal Cards: 4\n')
    expect(unnamedEntries(db, [{ cardId: 'sv3pt5-4', count: 4 }])).toEqual([])
  })

  it('a file name in safe characters', () => {
    expect(exportFileName('Blazing Wings')).toBe('Blazing-Wings.txt')
    expect(exportFileName('Pokémon / "Fire"?')).toBe('Pokemon-Fire.txt')
    expect(exportFileName('***')).toBe('deck.txt')
  })
})

describe('export then import gives back every prebuilt deck of every set, card for card', () => {
  for (const set of SETS)
    for (const deck of set.decks)
      it(`${set.name}: ${deck.name}`, () => {
        const entries = entriesOf(deck.cards)
        const text = exportDeckList(db, entries)
        const back = resolveDeckList(text, cards, { rules: deck.rules })
        expect(back.problems).toEqual([])
        expect(back.lines.every((l) => l.match === 'exact')).toBe(true)
        // Same cards, same counts, and the export's grouped order (Pokémon, Trainer, Energy) kept.
        const sorted = (es: typeof entries) => [...es].sort((a, b) => a.cardId.localeCompare(b.cardId))
        expect(sorted(back.entries)).toEqual(sorted(entries))
        expect(exportDeckList(db, back.entries)).toBe(text)
      })
})
