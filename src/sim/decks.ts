/**
 * Deck sources for the simulation CLIs (fuzz, arena, bench). A source is a card database and the card hints of its
 * sets plus deck pairs: fixed named pairs (the benchmark uses the first) and a per-game pair, so a run plays varied
 * match-ups. `test` is built from the engine's test cards; every set with prebuilt decks (src/cards/sets.ts) is a
 * source under its set id, playing its decks against each other (`<id>,<id>`: the decks of several sets together);
 * `generated` deals two random legal decks each game (src/decks/random-deck.ts), from each set's cards in turn and
 * then from every set's together.
 */
import type { CardDb } from '../engine/api/card'
import type { CardHints } from '../engine/ai-hints'
import { testDb, testDeck, ENERGY } from '../engine/testing/cards'
import { FIRE_VS_WATER } from '../engine/testing/decks'
import type { RngState } from '../engine/rng'
import { seedRng, nextInt } from '../engine/rng'
import { loadCardDb, loadCards } from '../cards/registry'
import { loadAiHints } from '../cards/ai-hints'
import { LADDER_SET, SETS, setsOfCards, type CardSet } from '../cards/sets'
import { randomDeckPool, randomLegalDeck } from '../decks/random-deck'

export interface DeckPair {
  name: string
  decks: [string[], string[]]
}

export interface DeckSource {
  name: string
  /** The cards of the sets its decks draw from (as a game in the app has them). */
  db: CardDb
  /** The AI hints of those sets (AgentContext.hints). */
  hints: readonly CardHints[]
  /** The ids of those sets, in set-list order (the arena's frozen `normal-v1` picks its tables by them). */
  setIds: readonly string[]
  /** Fixed, named pairs. */
  pairs: DeckPair[]
  /** The pair for game number `game` of a run seeded `seed` (deterministic, varied per game). */
  pairFor(game: number, seed: number): DeckPair
}

const FIRE_WATER: DeckPair = { name: 'fire-vs-water', decks: FIRE_VS_WATER }

const RULE_BOXES: DeckPair = {
  name: 'rule-boxes',
  decks: [
    testDeck(
      [
        'v-basic',
        'v-basic',
        'v-basic',
        'vstar',
        'vmax',
        'vmax',
        'ex-big',
        'ex-big',
        'mega',
        'gx-basic',
        'gx-basic',
        'tagteam',
        'radiant',
        'ace-spec',
        'prism',
        'tool-boost',
        'tool-boost',
        'supporter-draw',
        'supporter-draw',
        'energy-rainbow',
        'energy-double-colorless',
        'energy-double-colorless',
      ],
      ENERGY.lightning,
    ),
    testDeck(
      [
        'fire-basic',
        'fire-basic',
        'fire-basic',
        'fire-stage1',
        'fire-stage1',
        'fire-stage1',
        'break',
        'break',
        'fire-stage2',
        'tera-basic',
        'tera-basic',
        'big-basic',
        'colorless-basic',
        'colorless-basic',
        'item-draw',
        'item-draw',
        'item-draw',
        'stadium-a',
        'stadium-b',
        'ace-spec-2',
      ],
      ENERGY.fire,
    ),
  ],
}

/** Evolution lines of the test cards, basic first. */
const LINES: string[][] = [
  ['fire-basic', 'fire-stage1', 'fire-stage2'],
  ['fire-basic', 'fire-stage1', 'break'],
  ['water-basic'],
  ['grass-basic'],
  ['colorless-basic'],
  ['big-basic'],
  ['ex-basic'],
  ['tera-basic'],
  ['v-basic', 'vstar'],
  ['v-basic', 'vmax'],
  ['gx-basic'],
  ['ex-big', 'mega'],
  ['tagteam'],
]
const TRAINERS = ['item-draw', 'supporter-draw', 'stadium-a', 'stadium-b', 'tool-boost']
const ONE_OFS = ['ace-spec', 'ace-spec-2', 'prism', 'radiant']
const ENERGIES = Object.values(ENERGY)

/** A random 60-card deck of test cards that passes the deck rules (at most 4 of a name, one ACE SPEC…). */
export function randomTestDeck(rng: RngState): string[] {
  const out: string[] = []
  const count = new Map<string, number>()
  const add = (id: string, n: number) => {
    const have = count.get(id) ?? 0
    const k = Math.min(n, 4 - have)
    for (let i = 0; i < k; i++) out.push(id)
    count.set(id, have + k)
  }
  const nLines = 1 + nextInt(rng, 3)
  for (let i = 0; i < nLines; i++) {
    const line = LINES[nextInt(rng, LINES.length)]!
    add(line[0]!, 2 + nextInt(rng, 3))
    for (const evo of line.slice(1)) add(evo, 1 + nextInt(rng, 3))
  }
  for (const t of TRAINERS) add(t, nextInt(rng, 4))
  add(ONE_OFS[nextInt(rng, ONE_OFS.length)]!, 1)
  add('energy-double-colorless', nextInt(rng, 3))
  add('energy-rainbow', nextInt(rng, 2))
  const e1 = ENERGIES[nextInt(rng, ENERGIES.length)]!
  const e2 = ENERGIES[nextInt(rng, ENERGIES.length)]!
  while (out.length < 60) out.push(out.length % 3 === 0 ? e2 : e1)
  return out.slice(0, 60)
}

export function testDeckSource(): DeckSource {
  const pairs = [FIRE_WATER, RULE_BOXES]
  return {
    name: 'test',
    db: testDb(),
    hints: [],
    setIds: [],
    pairs,
    pairFor(game, seed) {
      // Every third game a fixed pair; otherwise two random decks from the game's own generator.
      if (game % 3 === 0) return pairs[(game / 3) % pairs.length]!
      const rng = seedRng((Math.imul(seed, 0x9e3779b1) ^ Math.imul(game + 1, 0x85ebca6b)) >>> 0)
      return { name: `random-${game}`, decks: [randomTestDeck(rng), randomTestDeck(rng)] }
    },
  }
}

/** Every ordered pair of the prebuilt decks of one set or more (an era), mirror matches included, in turn. */
async function setDeckSource(...of: CardSet[]): Promise<DeckSource> {
  const decks = of.flatMap((s) => s.decks)
  const pairs: DeckPair[] = []
  for (const a of decks)
    for (const b of decks) pairs.push({ name: `${a.name} vs ${b.name}`, decks: [a.cards, b.cards] })
  // The sets of its decks (its own and, say, an Energy set), as a game in the app loads them for the computer too.
  const sets = setsOfCards(decks.flatMap((d) => d.cards))
  return {
    name: of.map((s) => s.id).join(','),
    db: await loadCardDb(sets),
    hints: await loadAiHints(sets),
    setIds: SETS.filter((s) => sets.includes(s)).map((s) => s.id),
    pairs,
    pairFor: (game) => pairs[game % pairs.length]!,
  }
}

/**
 * Random legal decks (issue 18, "the computer plays any legal deck"): game `g` deals two new decks from the cards of
 * one set (each set with cards of its own in turn, plus its basic Energy) or, every (sets + 1)th game, of every set
 * together; legal under modern rules, so under every rule set.
 */
async function generatedDeckSource(): Promise<DeckSource> {
  const cards = await loadCards()
  const pools = [
    ...SETS.filter((s) => s.kind === 'expansion').map((s) => ({ name: s.id, pool: randomDeckPool(cards, s) })),
    { name: 'every-set', pool: randomDeckPool(cards) },
    // A set still being written may have no Basic Pokémon yet (its Trainers and Energy land first): no deck of its own.
  ].filter(({ pool }) => pool.some((d) => d.kind === 'pokemon' && d.stage === 'basic'))
  const pairFor = (game: number, seed: number): DeckPair => {
    const { name, pool } = pools[game % pools.length]!
    const rng = seedRng((Math.imul(seed, 0x2c1b3c6d) ^ Math.imul(game + 1, 0x297a2d39)) >>> 0)
    return { name: `generated ${name} #${game}`, decks: [randomLegalDeck(pool, rng), randomLegalDeck(pool, rng)] }
  }
  return {
    name: 'generated',
    db: await loadCardDb(),
    hints: await loadAiHints(SETS),
    setIds: SETS.map((s) => s.id),
    pairs: [pairFor(0, 1)],
    pairFor,
  }
}

/** The sets with prebuilt decks: each is a deck source under its id. */
export const DECK_SETS: readonly CardSet[] = SETS.filter((s) => s.decks.length > 0)

/** The decks the AI ladder and its benchmarks play by default (src/cards/sets.ts, `LADDER_SET`). */
export const ladderDeckSource = (): Promise<DeckSource> => setDeckSource(LADDER_SET)

export const deckSourceNames = (): string[] => ['test', 'generated', ...DECK_SETS.map((s) => s.id)]

/** A deck source by name: `test`, `generated`, a set id, or set ids joined by commas (an era's sets). */
export async function deckSource(name: string): Promise<DeckSource> {
  if (name === 'test') return testDeckSource()
  if (name === 'generated') return generatedDeckSource()
  const sets = name.split(',').map((id) => DECK_SETS.find((s) => s.id === id))
  if (sets.some((s) => !s))
    throw new Error(
      `Unknown deck source "${name}" (known: ${deckSourceNames().join(', ')}, or set ids joined by commas)`,
    )
  return setDeckSource(...(sets as CardSet[]))
}
