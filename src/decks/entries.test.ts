import { describe, expect, it } from 'vitest'
import { loadCardDb } from '../cards/registry'
import { addCopies, cardIdsOf, deckSize, entriesOf, groupBySection, withCount } from './entries'

const db = await loadCardDb()

describe('deck entries', () => {
  it('entriesOf and cardIdsOf turn a flat list into counts and back', () => {
    const ids = ['a', 'b', 'a', 'c', 'a']
    expect(entriesOf(ids)).toEqual([
      { cardId: 'a', count: 3 },
      { cardId: 'b', count: 1 },
      { cardId: 'c', count: 1 },
    ])
    expect(cardIdsOf(entriesOf(ids))).toEqual(['a', 'a', 'a', 'b', 'c'])
    expect(deckSize(entriesOf(ids))).toBe(5)
  })

  it('withCount sets, adds at the end and removes at 0; addCopies adds and takes away', () => {
    const deck = [{ cardId: 'a', count: 2 }]
    expect(withCount(deck, 'a', 4)).toEqual([{ cardId: 'a', count: 4 }])
    expect(withCount(deck, 'b', 1)).toEqual([...deck, { cardId: 'b', count: 1 }])
    expect(withCount(deck, 'a', 0)).toEqual([])
    expect(addCopies(deck, 'a')).toEqual([{ cardId: 'a', count: 3 }])
    expect(addCopies(deck, 'a', -2)).toEqual([])
    expect(deck).toEqual([{ cardId: 'a', count: 2 }])
  })

  it('groupBySection: Pokémon, Trainer, Energy with totals (a Fossil or Clefairy Doll is a Trainer)', () => {
    const groups = groupBySection(db, [
      { cardId: 'base1-70', count: 1 }, // Clefairy Doll
      { cardId: 'base1-98', count: 10 },
      { cardId: 'base1-4', count: 2 },
      { cardId: 'unknown-1', count: 3 },
    ])
    expect(groups.map((g) => [g.section, g.total, g.entries.map((e) => e.cardId)])).toEqual([
      ['pokemon', 2, ['base1-4']],
      ['trainer', 1, ['base1-70']],
      ['energy', 10, ['base1-98']],
    ])
  })
})
