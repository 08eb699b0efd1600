/**
 * Rules tests for rules.md §1.3 (deck building: D-1…D-8) and §2 row 29 for `modern` and `classic1999`.
 *
 * Not engine-testable:
 * - D-8's "all V-UNION copies from the same set and illustrator": card data has no illustrator field.
 * - D-9 refers to §1.14 (name rules), tested with that section.
 * - D-10 is advice for deck building, not a rule.
 * Decision (§2 row 29): classic1999 keeps the 4-copies rule. [004] lacks it only because it holds just the
 * beginner section of the Base Set rules; ACE SPEC, Radiant and Prism Star limits do not exist there.
 */
import { describe, expect, it } from 'vitest'
import { validateDeck } from '../deck'
import { rulesDb } from './cards'

const db = rulesDb()
const RULES = ['modern', 'classic1999'] as const
/** `cards` plus basic Fire Energy up to `size`. */
const deck = (cards: string[], size = 60): string[] => [
  ...cards,
  ...Array<string>(Math.max(0, size - cards.length)).fill('energy-fire'),
]
const check = (cards: string[], rules: (typeof RULES)[number] = 'modern', size = 60) =>
  validateDeck(db, deck(cards, size), rules)

describe('D-1: exactly 60 cards', () => {
  for (const rules of RULES) {
    it(`rules.md D-1, §2 row 29 (${rules}): 60 cards is legal; 59 and 61 are not`, () => {
      expect(check(['fire-basic'], rules, 60)).toEqual({ ok: true, errors: [] })
      expect(check(['fire-basic'], rules, 59).errors).toEqual(['A deck must have exactly 60 cards; this one has 59.'])
      expect(check(['fire-basic'], rules, 61).errors).toEqual(['A deck must have exactly 60 cards; this one has 61.'])
    })
  }
})

describe('D-2, D-3: at most 4 cards with the same name', () => {
  for (const rules of RULES) {
    it(`rules.md D-2 (${rules}): 4 copies are fine, 5 are not`, () => {
      expect(check(Array<string>(4).fill('fire-basic'), rules).ok).toBe(true)
      expect(check(Array<string>(5).fill('fire-basic'), rules).errors).toEqual([
        'Too many cards named "Flamelet": 5 (at most 4).',
      ])
    })
  }

  it('rules.md D-2, C-4: basic Energy cards of every type are exempt from the limit', () => {
    for (const type of ['grass', 'fire', 'water', 'lightning', 'psychic', 'fighting', 'darkness', 'metal', 'fairy']) {
      const list = ['fire-basic', ...Array<string>(59).fill(`energy-${type}`)]
      expect(validateDeck(db, list, 'modern')).toEqual({ ok: true, errors: [] })
    }
  })

  it('rules.md D-2: Special Energy cards are not exempt', () => {
    expect(check(['fire-basic', ...Array<string>(5).fill('energy-double-colorless')]).errors).toEqual([
      'Too many cards named "Double Colorless Energy": 5 (at most 4).',
    ])
  })

  it('rules.md D-2: Trainer cards count too', () => {
    expect(check(['fire-basic', ...Array<string>(5).fill('item-draw')]).ok).toBe(false)
  })

  it('rules.md D-3: the limit counts by name only: different versions of "Flamelet" share the 4', () => {
    expect(check(['fire-basic', 'fire-basic', 'fire-basic-alt', 'fire-basic-alt']).ok).toBe(true)
    expect(check(['fire-basic', 'fire-basic', 'fire-basic', 'fire-basic-alt', 'fire-basic-alt']).errors).toEqual([
      'Too many cards named "Flamelet": 5 (at most 4).',
    ])
  })
})

describe('D-4: at least one Basic Pokémon', () => {
  for (const rules of RULES) {
    it(`rules.md D-4, §2 row 29 (${rules}): a deck without a Basic Pokémon is illegal`, () => {
      expect(check(['fire-stage1', 'item-draw'], rules).errors).toEqual(['A deck needs at least one Basic Pokémon.'])
    })
  }

  it('rules.md D-4: V-UNION pieces, Restored Pokémon and Fossil Trainers do not count as Basic Pokémon', () => {
    expect(check(['vunion-a', 'vunion-b', 'restored', 'fossil']).errors).toEqual([
      'A deck needs at least one Basic Pokémon.',
    ])
    expect(check(['vunion-a', 'vunion-b', 'restored', 'fossil', 'water-basic']).ok).toBe(true)
  })
})

describe('D-5 … D-8: special deck limits (modern)', () => {
  it('rules.md D-5: at most 1 ACE SPEC card in total, not one of each', () => {
    expect(check(['fire-basic', 'ace-spec']).ok).toBe(true)
    expect(check(['fire-basic', 'ace-spec', 'ace-spec-2']).errors).toEqual([
      'Only 1 ACE SPEC card is allowed in a deck; this one has 2.',
    ])
  })

  it('rules.md D-5: the ACE SPEC limit applies whatever the card type (an ACE SPEC Pokémon counts)', () => {
    expect(check(['fire-basic', 'ace-spec', 'ace-pokemon']).errors).toEqual([
      'Only 1 ACE SPEC card is allowed in a deck; this one has 2.',
    ])
  })

  it('rules.md D-6: at most 1 Radiant Pokémon in total; "Radiant" is part of the name', () => {
    expect(check([...Array<string>(4).fill('fire-basic'), 'radiant']).ok).toBe(true)
    expect(check(['fire-basic', 'radiant', 'radiant-2']).errors).toEqual([
      'Only 1 Radiant Pokémon is allowed in a deck; this one has 2.',
    ])
  })

  it('rules.md D-7: at most 1 copy of each Prism Star card; different Prism Star names may be combined', () => {
    expect(check(['fire-basic', 'prism', 'prism-b']).ok).toBe(true)
    expect(check(['fire-basic', 'prism', 'prism']).errors).toEqual([
      'Only 1 copy of the Prism Star card "Prism Test" is allowed; this deck has 2.',
    ])
  })

  it('rules.md D-8: the V-UNION pieces share one name: at most 4 cards of that name in total', () => {
    expect(check(['fire-basic', 'vunion-a', 'vunion-b', 'vunion-c', 'vunion-d']).ok).toBe(true)
    expect(check(['fire-basic', 'vunion-a', 'vunion-b', 'vunion-c', 'vunion-d', 'vunion-e']).errors).toEqual([
      'Too many cards named "Mewtwo V-UNION": 5 (at most 4).',
    ])
  })

  it('rules.md §2 row 29 (classic1999): the Base Set rules have no ACE SPEC, Radiant or Prism Star limits', () => {
    const list = ['fire-basic', 'ace-spec', 'ace-spec-2', 'radiant', 'radiant-2', 'prism', 'prism']
    expect(check(list, 'modern').errors).toHaveLength(3)
    expect(check(list, 'classic1999')).toEqual({ ok: true, errors: [] })
  })

  it('rules.md D-1…D-4: every problem is reported at once, in words a player understands', () => {
    const r = validateDeck(db, [...Array<string>(5).fill('fire-stage1'), 'unknown-card'], 'modern')
    expect(r.ok).toBe(false)
    expect(r.errors).toEqual([
      'Unknown card: unknown-card',
      'A deck must have exactly 60 cards; this one has 6.',
      'Too many cards named "Flamewing": 5 (at most 4).',
      'A deck needs at least one Basic Pokémon.',
    ])
  })
})
