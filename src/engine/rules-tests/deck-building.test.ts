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
import { deckProblems, validateDeck } from '../deck'
import { fill } from '../testing/harness'
import { mechDb } from '../mechanics-tests/cards'
import { rulesDb, rulesEngine } from './cards'
import { IllegalDeckError } from '../engine'

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
      'Only 1 Radiant Pokémon is allowed in a deck; this one has 2: Radiant Flamelet and Radiant Splashling.',
    ])
    expect(check(['fire-basic', 'radiant', 'radiant']).errors).toEqual([
      'Only 1 Radiant Pokémon is allowed in a deck; this one has 2: Radiant Flamelet.',
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

describe('D-2 … D-8 with the special cards of rules.md §3 (the mechanics-test pool)', () => {
  const db = mechDb()
  it('rules.md D-5 (ACE SPEC): an ACE SPEC Energy counts: ACE SPEC Trainer + ACE SPEC Energy is illegal, one alone is legal', () => {
    expect(validateDeck(db, deck(['fire-basic', 'a-ace-energy']), 'modern').ok).toBe(true)
    const r = validateDeck(db, deck(['fire-basic', 'ace-spec', 'a-ace-energy']), 'modern')
    expect(r.ok).toBe(false)
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatch(/ACE SPEC/)
  })

  it('rules.md D-5 (ACE SPEC): two copies of the same ACE SPEC card are illegal', () => {
    const r = validateDeck(db, deck(['fire-basic', 'ace-spec', 'ace-spec']), 'modern')
    expect(r.ok).toBe(false)
    expect(r.errors.join(' ')).toMatch(/ACE SPEC/)
  })

  it('rules.md D-7 (Prism Star), D-3: two printings of one Prism Star name are two copies of that name: illegal', () => {
    const r = validateDeck(db, deck(['fire-basic', 'prism', 'a-prism-alt']), 'modern')
    expect(r.ok).toBe(false)
    expect(r.errors.join(' ')).toMatch(/Prism Test/)
  })

  it('rules.md D-6 (Radiant): two printings of the same Radiant Pokémon are 2 Radiant Pokémon: illegal', () => {
    const r = validateDeck(db, deck(['fire-basic', 'radiant', 'a-radiant-alt']), 'modern')
    expect(r.ok).toBe(false)
    expect(r.errors.join(' ')).toMatch(/Radiant/)
  })

  it('rules.md D-4 (Radiant: always Basic): a deck whose only Basic Pokémon is a Radiant Pokémon or a Basic Pokémon ex is legal', () => {
    expect(validateDeck(db, deck(['radiant']), 'modern')).toEqual({ ok: true, errors: [] })
    expect(validateDeck(db, deck(['ex-basic']), 'modern')).toEqual({ ok: true, errors: [] })
  })

  it('rules.md D-4 (Evolution Pokémon ex, VSTAR, VMAX, BREAK, MEGA): without a Basic, Evolution cards alone are illegal', () => {
    const r = validateDeck(db, deck(['a-stage1-ex', 'vstar', 'vmax', 'break', 'mega']), 'modern')
    expect(r.errors).toEqual(['A deck needs at least one Basic Pokémon.'])
  })

  it('rules.md D-2 (classic1999): Special Energy is not exempt from the 4-copy rule in the Base Set rules either', () => {
    const r = validateDeck(db, deck(['fire-basic', ...fill(5, 'energy-double-colorless')]), 'classic1999')
    expect(r.ok).toBe(false)
    expect(r.errors.join(' ')).toMatch(/Double Colorless Energy/)
  })

  it('rules.md D-2, N-4: "ex", "V", "VMAX" and "BREAK" are parts of the name: 4 of each base name and 4 of the suffixed name are legal together', () => {
    const list = [
      ...fill(4, 'fire-basic'),
      ...fill(4, 'ex-basic'),
      ...fill(4, 'fire-stage1'),
      ...fill(4, 'a-stage1-ex'),
      ...fill(4, 'break'),
      ...fill(4, 'v-basic'),
      ...fill(4, 'vmax'),
    ]
    expect(validateDeck(db, deck(list), 'modern')).toEqual({ ok: true, errors: [] })
  })

  it('rules.md D-8 (V-UNION): "all four copies … must be part of the same set": pieces from two sets are illegal', () => {
    expect(
      validateDeck(
        db,
        ['fire-basic', 'a-union-1', 'a-union-2', 'a-union-3', 'a-union-4', ...fill(55, 'energy-fire')],
        'modern',
      ),
    ).toEqual({ ok: true, errors: [] })
    const r = validateDeck(
      db,
      ['fire-basic', 'a-union-1', 'a-union-2', 'a-union-3', 'a-union-4b', ...fill(55, 'energy-fire')],
      'modern',
    )
    expect(r.ok).toBe(false)
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatch(/Audit V-UNION.*same set/)
  })

  it('rules.md D-4 (classic1999, inference), §3 Fossils: a Fossil Trainer is not a Basic Pokémon in the deck: Fossil + its Stage 1 alone is illegal', () => {
    const r = validateDeck(
      db,
      [...fill(4, 'a-old-fossil'), ...fill(4, 'a-old-fossil-evo'), ...fill(52, 'energy-fire')],
      'classic1999',
    )
    expect(r.errors).toEqual(['A deck needs at least one Basic Pokémon.'])
    expect(
      validateDeck(
        db,
        [...fill(4, 'a-old-fossil'), ...fill(4, 'a-old-fossil-evo'), 'water-basic', ...fill(51, 'energy-fire')],
        'classic1999',
      ).ok,
    ).toBe(true)
  })

  it('rules.md D-3 (classic1999): 5 cards of one name across two printings are illegal; 4 are legal', () => {
    expect(
      validateDeck(
        db,
        [...fill(2, 'fire-basic'), ...fill(2, 'a-flamelet-alt'), ...fill(56, 'energy-fire')],
        'classic1999',
      ),
    ).toEqual({ ok: true, errors: [] })
    const r = validateDeck(
      db,
      [...fill(3, 'fire-basic'), ...fill(2, 'a-flamelet-alt'), ...fill(55, 'energy-fire')],
      'classic1999',
    )
    expect(r.ok).toBe(false)
    expect(r.errors).toEqual(['Too many cards named "Flamelet": 5 (at most 4).'])
  })
})

describe('deckProblems: each problem names its rule and the cards that cause it (for the deck builder)', () => {
  const problems = (cards: string[], rules: (typeof RULES)[number] = 'modern', size = 60) =>
    deckProblems(db, deck(cards, size), rules)

  it('rules.md D-1, D-4: size and "no Basic Pokémon" belong to the deck as a whole, with the numbers', () => {
    expect(problems(['fire-stage1'], 'modern', 59)).toEqual([
      {
        kind: 'size',
        rule: 'D-1',
        message: 'A deck must have exactly 60 cards; this one has 59.',
        count: 59,
        limit: 60,
      },
      { kind: 'no-basic', rule: 'D-4', message: 'A deck needs at least one Basic Pokémon.' },
    ])
  })

  it('rules.md D-2, D-3: a name over the limit lists every printing of that name once, not other cards', () => {
    expect(
      problems(['fire-basic', 'fire-basic', 'fire-basic', 'fire-basic-alt', 'fire-basic-alt', 'item-draw']),
    ).toEqual([
      {
        kind: 'copies',
        rule: 'D-2',
        message: 'Too many cards named "Flamelet": 5 (at most 4).',
        cardIds: ['fire-basic', 'fire-basic-alt'],
        name: 'Flamelet',
        count: 5,
        limit: 4,
      },
    ])
  })

  it('rules.md D-5, D-6, D-7 (modern): the ACE SPEC, Radiant and Prism Star cards are named', () => {
    const found = problems(['fire-basic', 'ace-spec', 'ace-spec-2', 'radiant', 'radiant-2', 'prism', 'prism'])
    expect(found.map((p) => [p.rule, p.kind, p.cardIds, p.count])).toEqual([
      ['D-5', 'ace-spec', ['ace-spec', 'ace-spec-2'], 2],
      ['D-6', 'radiant', ['radiant', 'radiant-2'], 2],
      ['D-7', 'prism-star', ['prism'], 2],
    ])
    expect(found.find((p) => p.kind === 'prism-star')?.name).toBe('Prism Test')
  })

  it('§2 row 29 (classic1999): the same cards break nothing under the Base Set rules', () => {
    expect(
      problems(['fire-basic', 'ace-spec', 'ace-spec-2', 'radiant', 'radiant-2', 'prism', 'prism'], 'classic1999'),
    ).toEqual([])
  })

  it('rules.md D-8: V-UNION pieces of two sets name every piece', () => {
    const list = ['fire-basic', 'a-union-1', 'a-union-2', 'a-union-3', 'a-union-4b', ...fill(55, 'energy-fire')]
    const [p] = deckProblems(mechDb(), list, 'modern')
    expect(p).toMatchObject({
      kind: 'v-union-set',
      rule: 'D-8',
      name: 'Audit V-UNION',
      cardIds: ['a-union-1', 'a-union-2', 'a-union-3', 'a-union-4b'],
    })
  })

  it('an unknown card is named by its id; validateDeck reports the very same sentences', () => {
    const list = [...Array<string>(5).fill('fire-stage1'), 'unknown-card']
    const found = deckProblems(db, list, 'modern')
    expect(found[0]).toMatchObject({ kind: 'unknown-card', rule: '', cardIds: ['unknown-card'] })
    expect(validateDeck(db, list, 'modern').errors).toEqual(found.map((p) => p.message))
  })
})

describe("newGame refuses an illegal deck (rules.md §1.3) with validateDeck's sentences", () => {
  const engine = rulesEngine()
  const legal = deck(['fire-basic'])

  it('rules.md D-1: a 59-card deck is refused, naming the seat and the rule; a 60-card one is dealt', () => {
    const short = deck(['fire-basic'], 59)
    expect(() => engine.newGame({ decks: [legal, short], seed: 1 })).toThrow(
      'Deck 2 cannot be played: A deck must have exactly 60 cards; this one has 59.',
    )
    expect(engine.newGame({ decks: [legal, legal], seed: 1 }).state.pending).not.toBeNull()
  })

  it('rules.md D-2: five Double Colorless Energy are refused under both rule sets', () => {
    const five = deck(['fire-basic', ...fill(5, 'energy-double-colorless')])
    for (const rules of RULES) {
      let thrown: unknown
      try {
        engine.newGame({ decks: [five, legal], seed: 1, rules })
      } catch (e) {
        thrown = e
      }
      expect(thrown).toBeInstanceOf(IllegalDeckError)
      expect(thrown).toMatchObject({
        seat: 0,
        errors: validateDeck(db, five, rules).errors,
        message: 'Deck 1 cannot be played: Too many cards named "Double Colorless Energy": 5 (at most 4).',
      })
    }
  })

  it('§2 row 29: the rule set decides: two ACE SPEC cards are refused in modern, dealt in classic1999', () => {
    const aces = deck(['fire-basic', 'ace-spec', 'ace-spec-2'])
    expect(() => engine.newGame({ decks: [aces, legal], seed: 1, rules: 'modern' })).toThrow(/ACE SPEC/)
    expect(engine.newGame({ decks: [aces, legal], seed: 1, rules: 'classic1999' }).state.pending).not.toBeNull()
  })

  it('replay refuses the same setup; skipDeckCheck (tests only) deals it', () => {
    const short = deck(['fire-basic'], 59)
    expect(() => engine.replay({ decks: [short, legal], seed: 1 }, [])).toThrow(IllegalDeckError)
    const dealt = engine.newGame({ decks: [short, legal], seed: 1, skipDeckCheck: true }).state
    expect(dealt.cards.filter((c) => c.owner === 0)).toHaveLength(59)
  })
})
