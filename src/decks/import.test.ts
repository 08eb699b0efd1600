import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { loadCards } from '../cards/registry'
import { importDeckList, resolveDeckList, type DeckImport } from './import'
import { deckSize, MAX_LIST_CARDS } from './entries'
import { parseDeckList } from './parse'

const cards = await loadCards()
const resolve = (text: string, rules: 'modern' | 'classic1999' = 'modern'): DeckImport =>
  resolveDeckList(text, cards, { rules })
const only = (r: DeckImport) => r.lines.map((l) => [l.cardId, l.count, l.match])

describe('importDeckList: resolving by (name, set code, number), then (name, set code), then name', () => {
  it('finds the exact print by name, set code and number', () => {
    const r = resolve('4 Charmander MEW 4\n3 Charizard ex MEW 199')
    expect(only(r)).toEqual([
      ['sv3pt5-4', 4, 'exact'],
      ['sv3pt5-199', 3, 'exact'],
    ])
    expect(r.problems).toEqual([])
    expect(r.entries).toEqual([
      { cardId: 'sv3pt5-4', count: 4 },
      { cardId: 'sv3pt5-199', count: 3 },
    ])
  })

  it('takes another number of the same set when the number is not ours (name, set)', () => {
    expect(only(resolve('4 Charmander MEW 999'))).toEqual([['sv3pt5-4', 4, 'set']])
  })

  it("falls back to the name alone: a print from a set we lack becomes ours, preferring the list's own set", () => {
    // Charmander exists in both of our sets; the list is a 151 list, so its OBF Charmander is the 151 one.
    const modern = resolve('4 Charmander OBF 26\n3 Charmeleon MEW 5')
    expect(only(modern)).toEqual([
      ['sv3pt5-4', 4, 'name'],
      ['sv3pt5-5', 3, 'exact'],
    ])
    const classic = resolve('4 Charmander\n2 Charmeleon BS 24')
    expect(only(classic)[0]).toEqual(['base1-46', 4, 'name'])
  })

  it("the same card name resolves to the set of each line's code (Switch of Base Set, Switch of 151)", () => {
    expect(only(resolve('2 Switch BS 95\n2 Switch MEW 206'))).toEqual([
      ['base1-95', 2, 'exact'],
      ['sv3pt5-206', 2, 'exact'],
    ])
  })

  it('ignores accents, case, curly apostrophes and the space in "Nidoran ♀"', () => {
    const r = resolve("1 POKéMON FLUTE BS 86\n2 daisy’s help MEW 158\n1 Nidoran♀ MEW 29\n1 Bill's Transfer MEW 156")
    expect(r.problems).toEqual([])
    expect(r.lines.map((l) => l.cardId)).toEqual(['base1-86', 'sv3pt5-158', 'sv3pt5-29', 'sv3pt5-156'])
  })
})

describe('importDeckList: basic Energy of any printing is our basic Energy', () => {
  it('reads the Live format (Basic {R} Energy SVE 2) as our print', () => {
    expect(only(resolve('12 Basic {R} Energy SVE 2'))).toEqual([['sve-2', 12, 'exact']])
  })

  it('maps the Live client\'s "Energy" code, other sets\' prints and bare names to our Energy of that type', () => {
    const r = resolve(
      '8 Basic {W} Energy Energy 3\n4 Basic Lightning Energy SVI 261\n2 Psychic Energy\n3 Basic {F} Energy',
    )
    expect(only(r)).toEqual([
      ['sve-3', 8, 'energy'],
      ['sve-4', 4, 'energy'],
      ['sve-5', 2, 'energy'],
      ['sve-6', 3, 'energy'],
    ])
  })

  it("a Base Set list keeps Base Set Energy (its own print, and unprinted lines follow the list's set)", () => {
    const r = resolve('4 Charmander BS 46\n10 Fire Energy BS 98\n6 Water Energy', 'classic1999')
    expect(only(r)).toEqual([
      ['base1-46', 4, 'exact'],
      ['base1-98', 10, 'exact'],
      ['base1-102', 6, 'energy'],
    ])
  })

  it('basic Energy is exempt from the copy limit', () => {
    const r = resolve('4 Pikachu MEW 25\n56 Basic {L} Energy SVE 4')
    expect(r.problems).toEqual([])
    expect(deckSize(r.entries)).toBe(60)
  })

  it("a special Energy named like a basic one keeps its print (EX Ruby & Sapphire's Darkness and Metal Energy)", () => {
    // RS 93 and RS 94 are special Energy cards with their own text: exported as "Darkness Energy RS 93", they must
    // come back as themselves, not as basic Energy; the bare name is still basic Energy.
    const r = resolve('2 Darkness Energy RS 93\n2 Metal Energy RS 94\n3 Darkness Energy\n3 Metal Energy SVE 8')
    expect(r.problems).toEqual([])
    expect(only(r)).toEqual([
      ['ex1-93', 2, 'exact'],
      ['ex1-94', 2, 'exact'],
      ['sve-7', 3, 'energy'],
      ['sve-8', 3, 'exact'],
    ])
  })

  it('names the basic Energy type Coinflip has no card for (Fairy)', () => {
    const r = resolve('4 Basic {Y} Energy SVE 9')
    expect(r.lines).toEqual([])
    expect(r.problems).toEqual([
      expect.objectContaining({ line: 1, reason: 'unknown-card', message: 'Coinflip has no basic Fairy Energy yet.' }),
    ])
  })
})

describe('importDeckList: every line that does not resolve is listed with its reason; nothing resolved is lost', () => {
  it('a card from a set we do not have yet names the set; an unknown name says so', () => {
    const r = resolve('4 Iono PAL 185 PH\n4 Charmander MEW 4\n2 Nonexistent Card\n1 Secret Thing ZZZ 5')
    expect(only(r)).toEqual([['sv3pt5-4', 4, 'exact']])
    expect(r.problems).toEqual([
      expect.objectContaining({
        line: 1,
        reason: 'missing-set',
        name: 'Iono',
        setCode: 'PAL',
        setName: 'Paldea Evolved',
        message: '"Iono" is from Paldea Evolved (PAL), a set Coinflip does not have yet.',
      }),
      expect.objectContaining({
        line: 3,
        reason: 'unknown-card',
        message: 'Coinflip has no card named "Nonexistent Card".',
      }),
      expect.objectContaining({ line: 4, reason: 'missing-set', setCode: 'ZZZ' }),
    ])
  })

  it('a name that is not in our set of that code, nor anywhere, says both', () => {
    const r = resolve('4 Iono MEW 185')
    expect(r.problems[0]).toMatchObject({
      reason: 'unknown-card',
      message: 'No card named "Iono" in Scarlet & Violet—151 (MEW) or any other set Coinflip has.',
    })
  })

  it('copies over the limit of the rule set are left out and counted, across lines and prints of one name', () => {
    const r = resolve('3 Charmander MEW 4\n2 Charmander BS 46\n5 Switch MEW 206')
    expect(only(r)).toEqual([
      ['sv3pt5-4', 3, 'exact'],
      ['base1-46', 1, 'exact'],
      ['sv3pt5-206', 4, 'exact'],
    ])
    expect(r.problems).toEqual([
      expect.objectContaining({ line: 2, reason: 'count', count: 1, cardId: 'base1-46' }),
      expect.objectContaining({
        line: 3,
        reason: 'count',
        count: 1,
        message: 'At most 4 cards named "Switch" may be in a deck: 1 left out.',
      }),
    ])
  })

  it('a count of 0, or more than a deck holds, adds nothing and says why', () => {
    const r = resolve('0 Pikachu MEW 25\n61 Basic {L} Energy SVE 4\n1 Pikachu MEW 25')
    expect(only(r)).toEqual([['sv3pt5-25', 1, 'exact']])
    expect(r.problems.map((p) => [p.line, p.reason])).toEqual([
      [1, 'count'],
      [2, 'count'],
    ])
  })

  it('a list longer than a deck list may be keeps the first MAX_LIST_CARDS cards and names the rest', () => {
    // Four lists pasted one after another: a stored deck holds at most MAX_LIST_CARDS cards, so nothing beyond that
    // may be promised (the dialog's "Create the deck (N cards)" counts the entries).
    const r = resolve('60 Fire Energy\n60 Water Energy\n60 Grass Energy\n60 Lightning Energy\n4 Charmander MEW 4')
    expect(deckSize(r.entries)).toBe(MAX_LIST_CARDS)
    expect(only(r)).toEqual([
      ['sve-2', 60, 'energy'],
      ['sve-3', 60, 'energy'],
      ['sve-1', 60, 'energy'],
      ['sve-4', 20, 'energy'],
    ])
    expect(r.problems).toEqual([
      expect.objectContaining({
        line: 4,
        reason: 'count',
        count: 40,
        message: `A deck list holds at most ${MAX_LIST_CARDS} cards: 40 left out.`,
      }),
      expect.objectContaining({
        line: 5,
        reason: 'count',
        count: 4,
        message: `A deck list holds at most ${MAX_LIST_CARDS} cards: 4 left out.`,
      }),
    ])
  })

  it('malformed lines get one message each and the rest still resolves (no crash)', () => {
    const r = resolve('Pokémon: 2\nCharmander MEW 4\n2 Charmander MEW 4\n???\n12')
    expect(only(r)).toEqual([['sv3pt5-4', 2, 'exact']])
    expect(r.problems.map((p) => [p.line, p.reason])).toEqual([
      [2, 'malformed'],
      [4, 'malformed'],
      [5, 'malformed'],
    ])
    for (const p of r.problems) expect(p.message).toMatch(/count name set number/)
  })

  it('a heading or total that disagrees with its lines is reported (a list cut short)', () => {
    const r = resolve('Pokémon: 7\n4 Charmander MEW 4\n2 Charmeleon MEW 5\n\nTotal Cards: 60')
    expect(r.problems).toEqual([
      expect.objectContaining({
        line: 1,
        reason: 'total',
        message: 'The heading says 7 cards but its lines add up to 6.',
      }),
      expect.objectContaining({
        line: 5,
        reason: 'total',
        message: 'The list says 60 cards in total but its lines add up to 6.',
      }),
    ])
  })

  it('"Name WORD number" without a set: a capitalised last word of the name is not taken for a set code', () => {
    // "EX" looks like a set code, but no set has that code: it is the end of the name ("Charizard ex").
    const r = resolve('2 Charizard EX 6\n2 Mr. Mime')
    expect(only(r)).toEqual([
      ['sv3pt5-6', 2, 'name'],
      ['sv3pt5-122', 2, 'name'],
    ])
  })

  it('empty and junk-only input resolves to an empty deck without problems, or one per junk line', () => {
    expect(resolve('')).toEqual({ entries: [], lines: [], problems: [] })
    expect(resolve('\n\r\n\t\n')).toEqual({ entries: [], lines: [], problems: [] })
    expect(resolve('hello\nworld').problems).toHaveLength(2)
  })
})

describe('importDeckList: whole lists as players paste them', () => {
  it('a Pokémon TCG Live export of a 151 deck with two cards we lack', async () => {
    const text = [
      'Pokémon: 12',
      '4 Charmander MEW 4',
      '3 Charmeleon MEW 5',
      '3 Charizard ex OBF 125',
      '2 Pidgey MEW 16',
      '',
      'Trainer: 36',
      '4 Iono PAL 185',
      '4 Daisy’s Help MEW 158',
      '4 Bill’s Transfer MEW 156',
      '4 Switch SVI 194',
      '4 Nest Ball SVI 181',
      '4 Energy Sticker MEW 159',
      '4 Grabber MEW 162',
      '4 Rigid Band MEW 165',
      '4 Big Air Balloon MEW 155',
      '',
      'Energy: 12',
      '12 Basic {R} Energy SVE 2',
      '',
      'Total Cards: 60',
      '',
    ].join('\r\n')
    const r = await importDeckList(text)
    expect(r.problems.map((p) => [p.line, p.reason, p.setName])).toEqual([
      [8, 'missing-set', 'Paldea Evolved'],
      [12, 'missing-set', 'Scarlet & Violet'],
    ])
    expect(deckSize(r.entries)).toBe(52)
    expect(r.lines.find((l) => l.line === 4)).toMatchObject({ cardId: 'sv3pt5-6', match: 'name' })
    expect(r.lines.find((l) => l.line === 11)).toMatchObject({ cardId: 'sv3pt5-206', match: 'name' })
  })

  it('a Limitless export of a 1999 deck with "* " prefixes and tabs', () => {
    const text = [
      'Pokémon: 16',
      '* 4\tCharmander\tBS\t46',
      '* 3 Charmeleon BS 24',
      '* 1 Charizard BS 4',
      '* 4 Magikarp BS 35',
      '* 4 Gyarados BS 6',
      'Trainer: 20',
      '* 4 Bill BS 91',
      '* 4 Professor Oak BS 88',
      '* 4 Energy Removal BS 92',
      '* 4 Potion BS 94',
      '* 4 Switch BS 95',
      'Energy: 24',
      '* 4 Double Colorless Energy BS 96',
      '* 10 Fire Energy BS 98',
      '* 10 Water Energy BS 102',
      'Total Cards: 60',
    ].join('\n')
    const r = resolve(text, 'classic1999')
    expect(r.problems).toEqual([])
    expect(deckSize(r.entries)).toBe(60)
    expect(r.lines.every((l) => l.match === 'exact')).toBe(true)
  })
})

describe('importDeckList: the older Online client (PTCGO) export, whole', () => {
  it('reads its frame, ## headings, "* " lines, "Energy" code and total, and names the sets we lack', () => {
    const text = [
      '****** Pokémon Trading Card Game Deck List ******',
      '',
      '##Pokémon - 9',
      '',
      '* 4 Pikachu MEW 25',
      '* 3 Raichu MEW 26',
      '* 2 Zapdos ex MEW 145',
      '',
      '##Trainer Cards - 8',
      '',
      '* 4 Nest Ball SVI 181',
      '* 4 Switch SVI 194',
      '',
      '##Energy - 12',
      '',
      '* 12 Lightning Energy Energy 4',
      '',
      'Total Cards - 29',
      '',
      '****** Deck List Generated by the Pokémon TCG Online www.pokemon.com/TCGO ******',
    ].join('\r\n')
    const r = resolve(text)
    expect(r.problems).toEqual([
      expect.objectContaining({
        line: 11,
        reason: 'missing-set',
        setName: 'Scarlet & Violet',
        name: 'Nest Ball',
      }),
    ])
    expect(only(r)).toEqual([
      ['sv3pt5-25', 4, 'exact'],
      ['sv3pt5-26', 3, 'exact'],
      ['sv3pt5-145', 2, 'exact'],
      ['sv3pt5-206', 4, 'name'],
      ['sve-4', 12, 'energy'],
    ])
  })
})

describe('importDeckList on any input: no crash, every card line accounted for', () => {
  const NAMES = ['Charmander', 'Pikachu', 'Iono', 'Basic {R} Energy', 'Fire Energy', 'Switch', 'Pokémon Flute', '']
  const CODES = ['MEW', 'BS', 'SVE', 'PAL', 'Energy', 'ZZZ', 'PR-SV', '']
  const line = fc.oneof(
    fc.string(),
    fc
      .tuple(
        fc.integer({ min: -2, max: 70 }),
        fc.constantFrom(...NAMES),
        fc.constantFrom(...CODES),
        fc.oneof(fc.integer({ min: 0, max: 300 }).map(String), fc.constantFrom('TG05', 'SV49', '')),
        fc.constantFrom('', ' PH', '\t', '\r'),
        fc.constantFrom('', '* ', '- ', '##'),
      )
      .map(([n, name, code, num, tail, lead]) => `${lead}${n} ${name} ${code} ${num}${tail}`),
    fc.constantFrom('Pokémon: 12', 'Trainer: 36', 'Total Cards: 60', '##Energy - 12', '******', ''),
  )

  it('each card line resolves or is listed with a reason; malformed lines get a message each', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.constantFrom('\n', '\r\n'), (lines, eol) => {
        const text = lines.join(eol)
        const r = resolveDeckList(text, cards)
        const parsed = parseDeckList(text)
        const resolved = new Set(r.lines.map((l) => l.line))
        const reported = new Set(r.problems.map((p) => p.line))
        for (const p of parsed) {
          if (p.kind === 'card') expect(resolved.has(p.line) || reported.has(p.line)).toBe(true)
          if (p.kind === 'malformed') expect(reported.has(p.line)).toBe(true)
        }
        for (const p of r.problems) expect(p.message.length).toBeGreaterThan(0)
        // The deck is exactly what the resolved lines took.
        expect(deckSize(r.entries)).toBe(r.lines.reduce((n, l) => n + l.count, 0))
      }),
      { numRuns: 300, seed: 18 },
    )
  }, 30_000) // many games or inputs: about 4 s on an idle machine, more on a loaded one

  it('a long paste (5,000 lines) resolves whole: every line is read, the overflow is reported, nothing is lost', () => {
    // Its speed is measured by `npm run bench:import` (docs/benchmarks.md), not here.
    const text = Array.from({ length: 5000 }, (_, i) => `${i % 5} Charmander MEW ${i}`).join('\n')
    const r = resolveDeckList(text, cards)
    const lines = parseDeckList(text).filter((p) => p.kind === 'card')
    expect(lines.length).toBe(5000)
    // Charmander is one card: the 4-copy rule (or the 60-card size) is broken, and said.
    expect(r.problems.length).toBeGreaterThan(0)
    for (const p of r.problems) expect(p.message.length).toBeGreaterThan(0)
    expect(deckSize(r.entries)).toBe(r.lines.reduce((n, l) => n + l.count, 0))
  })
})
