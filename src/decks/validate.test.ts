import { describe, expect, it } from 'vitest'
import { loadCardDb } from '../cards/registry'
import { SETS } from '../cards/sets'
import { entriesOf } from './entries'
import { copiesOfName, copyLimit, validateEntries } from './validate'
import { rulesDb } from '../engine/rules-tests/cards'

const db = await loadCardDb()

describe('validateEntries: live validation for the rule set a deck is for', () => {
  it('every prebuilt deck is legal for the rules it was made for', () => {
    for (const set of SETS)
      for (const deck of set.decks) expect(validateEntries(db, entriesOf(deck.cards), deck.rules).ok).toBe(true)
  })

  it('five Double Colorless Energy: the problem is shown next to that card, the size with the deck', () => {
    const v = validateEntries(
      db,
      [
        { cardId: 'base1-58', count: 4 },
        { cardId: 'base1-96', count: 5 },
        { cardId: 'base1-100', count: 50 },
      ],
      'classic1999',
    )
    expect(v.ok).toBe(false)
    expect(v.byCard.get('base1-96')?.map((p) => p.message)).toEqual([
      'Too many cards named "Double Colorless Energy": 5 (at most 4).',
    ])
    expect(v.byCard.has('base1-58')).toBe(false)
    expect(v.deckWide.map((p) => p.rule)).toEqual(['D-1'])
  })

  it('names cards newer than the rule set as a problem next to them (docs/decks.md "Legal in a rule set")', () => {
    const deck = [
      { cardId: 'base1-58', count: 2 }, // Pikachu (Base Set)
      { cardId: 'sv3pt5-25', count: 2 }, // Pikachu (151)
      { cardId: 'base1-100', count: 56 }, // Lightning Energy
    ]
    const classic = validateEntries(db, deck, 'classic1999')
    expect(classic.ok).toBe(false)
    expect(classic.problems.map((p) => p.kind)).toEqual(['newer-era'])
    expect(classic.byCard.get('sv3pt5-25')?.[0]?.message).toMatch(/^A deck for Classic 1999 .* later eras: Pikachu\./)
    expect(classic.byCard.has('base1-58')).toBe(false)
    expect(classic.byCard.has('base1-100')).toBe(false) // basic Energy is every era's
    // Under the rules the card was made for (and any newer) the same deck is legal.
    expect(validateEntries(db, deck, 'modern')).toMatchObject({ ok: true, problems: [] })
  })

  it('takes a flat list of card ids as well as entries', () => {
    const deck = SETS.flatMap((s) => s.decks)[0]!
    expect(validateEntries(db, deck.cards, deck.rules)).toMatchObject({ ok: true, problems: [] })
    expect(validateEntries(db, [], 'modern').deckWide.map((p) => p.kind)).toEqual(['size', 'no-basic'])
  })
})

describe('copyLimit and copiesOfName: what the builder may still add', () => {
  it('4 of a name, unlimited basic Energy (either print)', () => {
    expect(copyLimit(db.get('base1-58'), 'modern')).toBe(4)
    expect(copyLimit(db.get('base1-98'), 'classic1999')).toBe(Infinity)
    expect(copyLimit(db.get('sve-2'), 'modern')).toBe(Infinity)
    expect(copyLimit(db.get('base1-96'), 'modern')).toBe(4)
  })

  it('rules.md D-5 … D-7: 1 of an ACE SPEC card, a Radiant Pokémon, a Prism Star card in modern; 4 in classic 1999', () => {
    const test = rulesDb()
    for (const id of ['ace-spec', 'radiant', 'prism']) {
      expect(copyLimit(test.get(id), 'modern')).toBe(1)
      expect(copyLimit(test.get(id), 'classic1999')).toBe(4)
    }
  })

  it('counts every print of a name together (rules.md D-3)', () => {
    const deck = [
      { cardId: 'sv3pt5-206', count: 2 },
      { cardId: 'base1-95', count: 2 },
    ]
    expect(copiesOfName(db, deck, db.get('base1-95'))).toBe(4)
  })
})
