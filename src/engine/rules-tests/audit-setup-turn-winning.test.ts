/**
 * Audit tests for rules.md §1.4 (setup), §1.5 (turn structure), §1.12 (winning and losing, W-3 simultaneous wins,
 * W-4 Sudden Death) and the era rows about them (§2 rows 1-8, 34-37, §4.2 B-2, B-3, B-4, B-15), for `modern` and
 * `classic1999`. They cover edge cases that setup.test.ts, turn.test.ts and mechanics-tests/winning.test.ts do not.
 */
import { describe, expect, it } from 'vitest'
import type { PokemonDef } from '../model/card'
import { makeCardDb } from '../model/card'
import type { GameEvent } from '../model/events'
import { createEngine } from '../engine'
import { TEST_CARDS, testDeck } from '../testing/cards'
import { Driver, scenario } from '../testing/scenario'
import type { ScenarioSpec } from '../testing/scenario'
import { RULES_CARDS } from './cards'
import { actionLabels, playSetup } from './helpers'

const RULES = ['modern', 'classic1999'] as const

const mon = (p: Partial<PokemonDef> & Pick<PokemonDef, 'id' | 'name' | 'hp' | 'types'>): PokemonDef => ({
  kind: 'pokemon',
  stage: 'basic',
  retreat: 0,
  attacks: [],
  ...p,
})

/** Test-only Pokémon for this file. */
const AUDIT_CARDS = [
  // Knocks itself Out with the same attack that Knocks Out a 60-HP (or smaller) Defending Pokémon.
  mon({
    id: 'au-bomb',
    name: 'Blastling',
    hp: 60,
    types: ['fighting'],
    attacks: [
      {
        name: 'Self Destruct',
        cost: [],
        damage: 60,
        effect(c) {
          c.dealDamage()
          c.selfDamage(60)
        },
      },
    ],
  }),
  // A 10-HP Pokémon with a free 10-damage attack: one hit Knocks Out another one.
  mon({
    id: 'au-glass',
    name: 'Shardling',
    hp: 10,
    types: ['colorless'],
    attacks: [{ name: 'Poke', cost: [], damage: 10 }],
  }),
]

const engine = createEngine(makeCardDb([...TEST_CARDS, ...RULES_CARDS, ...AUDIT_CARDS]))

const drive = (spec: ScenarioSpec): Driver => new Driver(engine, scenario(engine, spec))

const FILLER = (n: number, card = 'energy-fire'): string[] => Array<string>(n).fill(card)

const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type)

/** Answer every setup question (Sudden Death included) until the first main-phase menu. */
function answerSetup(d: Driver, answers: { goFirst?: boolean; active?: string } = {}): void {
  for (let i = 0; i < 40 && d.state.pending && d.state.phase === 'setup'; i++) {
    const p = d.state.pending
    if (p.ask === 'first-player') d.pick(answers.goFirst === false ? 'Go second' : 'Go first')
    else if (p.ask === 'setup-active' && answers.active && d.has(answers.active)) d.pick(answers.active)
    else d.pickIndices(Array.from({ length: p.min }, (_, k) => k))
  }
}

// ---------------------------------------------------------------------------------------------------------------
// §1.4 Setup
// ---------------------------------------------------------------------------------------------------------------

/** 8 Basics in 60 cards (mulligans are common) against a deck of only Basics (never mulligans). */
const FEW = testDeck(Array<string>(8).fill('water-basic'), 'energy-water')
const ALL_BASIC = [...Array<string>(30).fill('fire-basic'), ...Array<string>(30).fill('grass-basic')]

/** First seed whose setup reaches the bonus-draw question for `seat` with at least `n` cards offered. */
function bonusGame(
  rules: 'modern' | 'classic1999',
  decks: [string[], string[]],
  seat: 0 | 1,
  n: number,
  answers: { bench?: number; goFirst?: boolean } = {},
  flips: boolean[] = [true],
): Driver {
  for (let seed = 1; seed <= 400; seed++) {
    const d = playSetup({ decks, seed, rules, forcedFlips: flips }, answers, 'mulligan-draws')
    const p = d.state.pending
    if (p?.ask === 'mulligan-draws' && p.seat === seat && p.options.length - 1 >= n) return d
  }
  throw new Error('no seed found')
}

describe('audit §1.4 setup', () => {
  it('rules.md 1.4 S-9.4 (modern): Basics among the bonus cards go to the Bench only within the limit of 5 (full Bench: no placement)', () => {
    const d = bonusGame('modern', [ALL_BASIC, FEW], 0, 2, { bench: 5 })
    expect(d.state.players[0].bench).toHaveLength(5)
    const hand = d.state.players[0].hand.length
    d.pick('Draw 2')
    // Both bonus cards are Basics, but the Bench is full: they stay in the hand.
    expect(d.state.players[0].bench).toHaveLength(5)
    expect(d.state.pending?.ask).not.toBe('setup-bench')
    // Seat 0 won the flip and went first: +2 bonus cards, +1 card drawn for turn 1.
    expect(d.state.players[0].hand).toHaveLength(hand + 3)
    expect(d.state).toMatchObject({ turn: 1, current: 0 })
  })

  it('rules.md 1.4 S-9.4 (modern): with 4 Benched Pokémon only 1 of 2 Basic bonus cards may be Benched', () => {
    const d = bonusGame('modern', [ALL_BASIC, FEW], 0, 2, { bench: 4 })
    expect(d.state.players[0].bench).toHaveLength(4)
    d.pick('Draw 2')
    expect(d.state.pending).toMatchObject({ ask: 'setup-bench', seat: 0, min: 0, max: 1 })
    expect(d.tryPick([0, 1])).not.toBeNull()
    d.pickIndices([0])
    expect(d.state.players[0].bench).toHaveLength(5)
  })

  it('rules.md 1.4 S-9.4 (modern): the player who goes first can be the one who mulligans; the other one gets the bonus draw', () => {
    // Seat 0 wins the flip and goes first with the Basic-poor deck; seat 1 never mulligans.
    const d = bonusGame('modern', [FEW, ALL_BASIC], 1, 1)
    expect(d.state.firstPlayer).toBe(0)
    const n = d.decision.options.length - 1
    expect(ofType(d.events, 'mulligan').filter((e) => e.seat === 0).length).toBeGreaterThanOrEqual(n)
    const before = d.state.players[1].hand.length
    d.pick(`Draw ${n}`)
    // Bonus Basics may be Benched (all of seat 1's cards are Basics); skip that to count the hand.
    if (d.state.pending?.ask === 'setup-bench') d.pickIndices([])
    expect(d.state.players[1].hand).toHaveLength(before + n)
    expect(d.state).toMatchObject({ turn: 1, current: 0 })
  })

  it('rules.md 1.4 S-9.5, S-7 (modern): Pokémon Benched from the bonus cards are revealed face up with the others when play begins', () => {
    const d = bonusGame('modern', [ALL_BASIC, FEW], 0, 1)
    d.pick('Draw 1')
    expect(d.state.pending).toMatchObject({ ask: 'setup-bench', seat: 0 })
    d.pickIndices([0])
    expect(d.state.phase).toBe('main')
    const bench = d.state.players[0].bench
    expect(bench).toHaveLength(1)
    expect(bench[0]!.faceDown).toBeFalsy()
    const reveal = ofType(d.events, 'reveal').find((e) => e.seat === 0)
    expect(reveal?.cards).toHaveLength(2) // Active + the bonus Basic
  })

  // S-9.2 is the modern procedure; in the Base Set rules every mulligan comes before anyone places (setup.test.ts B-3).
  for (const rules of ['modern'] as const) {
    it(`rules.md 1.4 S-9.2 (${rules}): the player who must mulligan waits until the other one has placed Active, Bench AND Prize cards`, () => {
      // [002] "wartet, bis der andere Spieler sein Aktives Pokémon, Pokémon auf der Bank und Preiskarten angeordnet hat".
      for (let seed = 1; seed <= 400; seed++) {
        const d = playSetup({ decks: [ALL_BASIC, FEW], seed, rules, forcedFlips: [true] }, {}, 'mulligan-draws')
        const firstMulligan = d.events.findIndex((e) => e.type === 'mulligan' && e.seat === 1)
        const placed = d.events.findIndex((e) => e.type === 'move' && e.seat === 0 && e.to === 'active')
        if (firstMulligan < 0 || placed > firstMulligan) continue
        const prizes0 = d.events.flatMap((e, i) => (e.type === 'move' && e.seat === 0 && e.to === 'prizes' ? [i] : []))
        expect(prizes0).toHaveLength(6)
        expect(Math.max(...prizes0)).toBeLessThan(firstMulligan)
        // The mulliganing player's own Prize cards come from its final deck, after its last redraw.
        const lastMulligan = d.events.map((e) => e.type === 'mulligan' && e.seat === 1).lastIndexOf(true)
        const prizes1 = d.events.findIndex((e) => e.type === 'move' && e.seat === 1 && e.to === 'prizes')
        expect(prizes1).toBeGreaterThan(lastMulligan)
        return
      }
      throw new Error('no seed found')
    })

    it(`rules.md 1.4 S-9.2 (${rules}): while the mulliganing player chooses its Active, the other player already has its 6 Prize cards`, () => {
      for (let seed = 1; seed <= 400; seed++) {
        const d = playSetup({ decks: [ALL_BASIC, FEW], seed, rules, forcedFlips: [true] }, {}, 'setup-active')
        if (d.state.pending?.seat === 0) d.pickIndices([0]).pickIndices([])
        const p = d.state.pending
        if (p?.ask !== 'setup-active' || p.seat !== 1) continue
        if (!d.events.some((e) => e.type === 'mulligan' && e.seat === 1)) continue
        expect(d.state.players[0].prizes).toHaveLength(6)
        expect(d.state.players[1].prizes).toHaveLength(0)
        return
      }
      throw new Error('no seed found')
    })
  }

  it('rules.md B-3, §2 row 2 (classic1999): each mulligan gives 2 extra cards and the player may take any number of them, e.g. an odd one', () => {
    const d = bonusGame('classic1999', [ALL_BASIC, FEW], 0, 2)
    const n = d.decision.options.length - 1
    expect(n % 2).toBe(0)
    const hand = d.state.players[0].hand.length
    d.pick('Draw 1')
    expect(d.state.players[0].hand).toHaveLength(hand + 1)
  })

  it('rules.md B-2, §2 row 1 (classic1999): the bonus draws (and every mulligan) happen before the first-player coin flip', () => {
    const d = bonusGame('classic1999', [ALL_BASIC, FEW], 0, 1)
    expect(ofType(d.events, 'coin')).toHaveLength(0)
    d.pick('Draw none')
    // Then both set up (the Active questions), and only then is the coin flipped.
    while (d.state.pending && d.state.pending.ask !== 'first-player') {
      expect(d.state.pending.ask).toMatch(/^setup-/)
      expect(ofType(d.events, 'coin')).toHaveLength(0)
      d.pickIndices(d.state.pending.ask === 'setup-active' ? [0] : [])
    }
    expect(d.state.pending).toMatchObject({ ask: 'first-player' })
    expect(ofType(d.events, 'coin')).toHaveLength(1)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// §1.5 Turn structure
// ---------------------------------------------------------------------------------------------------------------

describe('audit §1.5 turn structure', () => {
  it('rules.md 1.5 TS-4 (modern): on turn 1 the first player may still attach Energy, Bench, play Items and retreat before ending the turn', () => {
    const d = drive({
      rules: 'modern',
      turn: 1,
      current: 0,
      players: [
        {
          active: { card: 'fire-basic' },
          bench: ['water-basic'],
          hand: ['energy-fire', 'grass-basic', 'item-draw'],
          deck: FILLER(5),
        },
        { active: 'water-basic', deck: FILLER(5) },
      ],
    })
    expect(actionLabels(d, 'attack')).toEqual([])
    d.act('attach-energy').act('bench').pick('Play Quick Draw').act('retreat')
    for (let i = 0; i < 3 && d.state.pending?.ask !== 'main'; i++) d.pickIndices([0])
    expect(d.state.players[0].active!.stack.map((u) => d.state.cards[u]!.def)).toEqual(['water-basic'])
    expect(d.state.players[0].bench).toHaveLength(2)
    expect(d.state.players[0].hand).toHaveLength(2) // Quick Draw drew 2
    expect(d.state.current).toBe(0)
    d.pick('End turn')
    expect(d.state).toMatchObject({ turn: 2, current: 1 })
  })

  it('rules.md 1.5 TS-2: the card drawn at the start of the turn can be used in that turn', () => {
    const d = drive({
      players: [
        { active: 'fire-basic', deck: FILLER(5) },
        { active: 'water-basic', deck: ['grass-basic', ...FILLER(3)] },
      ],
    })
    d.pick('End turn')
    expect(d.labels()).toContain('Put Leaflet on the Bench')
  })

  for (const rules of RULES) {
    it(`rules.md 1.5 TS-1, 1.12 W-1.1 (${rules}): the Checkup after a turn comes before the next player's draw: a Poison Knock Out there can win before a deck-out`, () => {
      // Seat 0 ends the turn with a Poisoned Active at 50/60 and no Bench; seat 1's deck is empty.
      const d = drive({
        rules,
        players: [
          { active: { card: 'water-basic', damage: 50, conditions: ['poisoned'] }, deck: FILLER(5) },
          { active: 'fire-basic', deck: [], prizes: ['energy-fire'] },
        ],
      })
      d.pick('End turn')
      expect(d.state.result).toMatchObject({ winner: 1 })
      expect(d.state.result!.reason).not.toBe('deck-out')
      expect(ofType(d.events, 'turn-start')).toHaveLength(0)
    })

    it(`rules.md 1.5 TS-2, 1.12 W-1.3 (${rules}): a Knock Out in the Checkup that gives a Prize (not the last) is resolved, then the player with no cards loses at the draw`, () => {
      const d = drive({
        rules,
        players: [
          { active: 'fire-basic', deck: FILLER(5) },
          {
            active: { card: 'water-basic', damage: 50, conditions: ['poisoned'] },
            bench: ['grass-basic', 'fire-basic'],
            deck: [],
          },
        ],
      })
      d.pick('End turn')
      // Seat 0 takes a Prize, seat 1 promotes, then seat 1 cannot draw.
      if (d.state.pending?.ask === 'take-prize') d.pickIndices([0])
      expect(d.state.pending).toMatchObject({ ask: 'promote', seat: 1 })
      d.pickIndices([0])
      expect(d.state.players[0].prizes).toHaveLength(5)
      expect(d.state.result).toMatchObject({ winner: 0, reason: 'deck-out' })
    })
  }
})

// ---------------------------------------------------------------------------------------------------------------
// §1.12 Winning and losing
// ---------------------------------------------------------------------------------------------------------------

describe("audit §1.12 W-1 winning during the loser's own turn", () => {
  for (const rules of RULES) {
    it(`rules.md 1.12 W-1.1, B-13, KO-3 (${rules}): a Confused attacker that Knocks itself Out (tails) gives the opponent its last Prize: the opponent wins`, () => {
      const d = drive({
        rules,
        flips: [false],
        players: [
          {
            active: { card: 'fire-basic', damage: 30, energy: ['energy-fire'], conditions: ['confused'] },
            bench: ['grass-basic'],
            deck: FILLER(5),
          },
          { active: 'big-basic', prizes: ['energy-water'], deck: FILLER(5) },
        ],
      })
      d.pick('Attack: Scratch')
      expect(d.state.result).toMatchObject({ winner: 1, reason: 'prizes' })
      expect(d.state.players[1].active!.damage).toBe(0)
    })
  }
})

describe('audit §1.12 simultaneous wins (W-3)', () => {
  for (const rules of RULES) {
    it(`rules.md 1.12 W-3 (${rules}): the player who did NOT attack wins in two ways (last Prize + no Pokémon) against one way`, () => {
      // Seat 0 Knocks Out seat 1's Active (seat 1 has a Bench) and takes its last Prize: one way.
      // Seat 0's Blastling Knocks itself Out and seat 0 has no Bench: seat 1 takes its last Prize and seat 0 has no Pokémon.
      const d = drive({
        rules,
        players: [
          { active: 'au-bomb', prizes: ['energy-fire'], deck: FILLER(5) },
          { active: 'au-glass', bench: ['au-glass'], prizes: ['energy-fire'], deck: FILLER(5) },
        ],
      })
      d.pick('Attack: Self Destruct')
      expect(d.state.result).toMatchObject({ winner: 1 })
      expect(d.state.suddenDeath).toBe(0)
    })

    it(`rules.md 1.12 W-3, W-4 (${rules}): both players left with no Pokémon (one way each, Prizes left) go to Sudden Death`, () => {
      const d = drive({
        rules,
        players: [
          { active: 'au-bomb', deck: FILLER(10) },
          { active: 'au-glass', deck: FILLER(10, 'au-glass') },
        ],
      })
      d.pick('Attack: Self Destruct')
      // Each player takes 1 of 6 Prize cards (the player about to take a turn first, KO-7).
      expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 1 })
      d.pickIndices([0])
      expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0 })
      d.pickIndices([0])
      expect(d.state.result).toBeNull()
      expect(ofType(d.events, 'sudden-death')).toEqual([{ type: 'sudden-death', round: 1 }])
    })

    it(`rules.md 1.12 W-3, W-4 (${rules}): both players win in two ways (last Prize + no Pokémon each): Sudden Death`, () => {
      const d = drive({
        rules,
        players: [
          { active: 'au-bomb', prizes: ['au-glass'], deck: FILLER(10, 'au-glass') },
          { active: 'au-glass', prizes: ['au-glass'], deck: FILLER(10, 'au-glass') },
        ],
      })
      d.pick('Attack: Self Destruct')
      expect(d.state.result).toBeNull()
      expect(d.state.suddenDeath).toBe(1)
    })

    it(`rules.md 1.12 W-3, 1.10 (${rules}): both Poisoned Actives Knocked Out in the Checkup, each taking its last Prize: Sudden Death`, () => {
      const d = drive({
        rules,
        players: [
          {
            active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] },
            bench: ['fire-basic'],
            prizes: ['fire-basic'],
            deck: FILLER(10, 'fire-basic'),
          },
          {
            active: { card: 'water-basic', damage: 50, conditions: ['poisoned'] },
            bench: ['water-basic'],
            prizes: ['water-basic'],
            deck: FILLER(10, 'water-basic'),
          },
        ],
      })
      d.pick('End turn')
      expect(d.state.result).toBeNull()
      expect(d.state.suddenDeath).toBe(1)
    })

    it(`rules.md 1.12 W-3, 1.10 (${rules}): in the Checkup, last Prize for both but only one player has no Pokémon left: the other one wins (two ways against one)`, () => {
      // Seat 0's only Pokémon and seat 1's Active both fall to Poison. Seat 0 takes its last Prize (1 way);
      // seat 1 takes its last Prize and seat 0 has no Pokémon (2 ways): seat 1 wins.
      const d = drive({
        rules,
        players: [
          {
            active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] },
            prizes: ['fire-basic'],
            deck: FILLER(5),
          },
          {
            active: { card: 'water-basic', damage: 50, conditions: ['poisoned'] },
            bench: ['water-basic'],
            prizes: ['water-basic'],
            deck: FILLER(5),
          },
        ],
      })
      d.pick('End turn')
      expect(d.state.result).toMatchObject({ winner: 1 })
      expect(d.state.suddenDeath).toBe(0)
    })
  }
})

/** A tie (both take their last Prize, both keep a Benched Pokémon) whose cards are all `card` and one Blastling. */
function tie(rules: 'modern' | 'classic1999', card: string, flips: boolean[] = []): Driver {
  const d = drive({
    rules,
    flips,
    players: [
      { active: 'au-bomb', bench: [card], prizes: [card], deck: FILLER(10, card) },
      { active: card, bench: [card], prizes: [card], deck: FILLER(10, card) },
    ],
  })
  d.pick('Attack: Self Destruct')
  expect(d.state.suddenDeath).toBe(1)
  return d
}

describe('audit §1.12 Sudden Death (W-4)', () => {
  it('rules.md 1.12 W-4, S-1 (modern): Sudden Death starts with a new coin flip before the deal; its winner chooses who goes first', () => {
    const d = tie('modern', 'au-glass', [false])
    const sd = d.events.findIndex((e) => e.type === 'sudden-death')
    const after = d.events.slice(sd + 1)
    expect(after[0]).toMatchObject({ type: 'coin', seat: 0, heads: false, reason: 'Who goes first' })
    expect(d.state.pending).toMatchObject({ ask: 'first-player', seat: 1 })
    expect(d.state.players[0].hand).toHaveLength(0)
    expect(d.state.players[1].hand).toHaveLength(0)
    d.pick('Go second')
    answerSetup(d)
    expect(d.state.firstPlayer).toBe(0)
    expect(d.state).toMatchObject({ turn: 1, current: 0, phase: 'main' })
  })

  it('rules.md 1.12 W-4, B-2, §2 row 1 (classic1999): in Sudden Death the first-player coin flip again comes after the Prize card is placed', () => {
    const d = tie('classic1999', 'au-glass', [true])
    answerSetup(d, {})
    const sd = d.events.findIndex((e) => e.type === 'sudden-death')
    const after = d.events.slice(sd + 1)
    const coin = after.findIndex((e) => e.type === 'coin' && e.reason === 'Who goes first')
    const prize = after.findIndex((e) => e.type === 'move' && e.to === 'prizes')
    expect(prize).toBeGreaterThanOrEqual(0)
    expect(coin).toBeGreaterThan(prize)
  })

  for (const rules of RULES) {
    it(`rules.md 1.12 W-4, S-2, S-6, §2 row 31 (${rules}): Sudden Death is a normal setup with 7 cards in hand but 1 Prize card each`, () => {
      const d = tie(rules, 'au-glass', [true])
      answerSetup(d)
      const first = d.state.firstPlayer
      for (const seat of [0, 1] as const) {
        const p = d.state.players[seat]
        expect(p.prizes).toHaveLength(1)
        // 7 dealt = Active + Bench + hand (the first player also drew for the turn).
        expect(p.hand.length + p.bench.length + 1).toBe(seat === first ? 8 : 7)
        // Every card of the deck list is back: Active, Bench, Prize and 10 deck cards (seat 0's Blastling included).
        expect(p.deck.length + p.hand.length + p.bench.length + 1 + p.prizes.length).toBe(13)
        expect(p.discard).toEqual([])
      }
    })

    it(`rules.md 1.12 W-4 (${rules}): taking the single Prize card of Sudden Death wins the whole game`, () => {
      const d = tie(rules, 'au-glass', [true])
      answerSetup(d, { goFirst: false })
      // Seat 1 goes first; in modern it cannot attack on turn 1, so it ends the turn and seat 0 attacks on turn 2.
      if (rules === 'modern') {
        expect(actionLabels(d, 'attack')).toEqual([])
        d.pick('End turn')
      }
      const attacker = d.state.current
      d.pick('Attack: Poke')
      expect(d.state.result).toMatchObject({ winner: attacker, reason: 'prizes' })
      expect(d.state.phase).toBe('over')
      expect(d.state.suddenDeath).toBe(1)
    })
  }

  it('rules.md 1.12 W-4, S-2 (classic1999): Sudden Death deals anew with shuffled decks, even in a game whose decks were stacked', () => {
    // A stacked game (GameSetup.stackedDecks) with 1 Prize card: seat 0 opens with Blastling and Self Destructs on turn 1.
    const deck0 = [
      'au-bomb',
      ...Array<string>(6).fill('au-glass'),
      ...FILLER(13),
      ...Array<string>(10).fill('au-glass'),
    ]
    const deck1 = [...Array<string>(7).fill('au-glass'), ...FILLER(13), ...Array<string>(10).fill('au-glass')]
    const { state, events } = engine.newGame({
      decks: [deck0, deck1],
      seed: 3,
      rules: 'classic1999',
      stackedDecks: true,
      prizes: 1,
      forcedFlips: [true],
    })
    const d = new Driver(engine, state)
    d.events.push(...events)
    for (let i = 0; i < 20 && d.state.phase === 'setup'; i++) {
      const p = d.state.pending!
      if (p.ask === 'setup-active') d.pick(p.seat === 0 ? 'Blastling' : 'Shardling')
      else if (p.ask === 'setup-bench') d.pickIndices([0])
      else if (p.ask === 'first-player') d.pick('Go first')
      else d.pickIndices([0])
    }
    expect(ofType(d.events, 'shuffle')).toHaveLength(0) // stacked: no shuffle in the first game
    d.pick('Attack: Self Destruct')
    expect(d.state.suddenDeath).toBe(1)
    const sd = d.events.findIndex((e) => e.type === 'sudden-death')
    const shuffled = ofType(d.events.slice(sd + 1), 'shuffle').map((e) => e.seat)
    expect(shuffled).toContain(0)
    expect(shuffled).toContain(1)
  })

  it('rules.md 1.12 W-4, TS-4 (modern): the first-turn rules apply again in Sudden Death (the first player cannot attack on its turn 1)', () => {
    const d = tie('modern', 'au-glass', [true])
    answerSetup(d)
    expect(d.state.turn).toBe(1)
    expect(actionLabels(d, 'attack')).toEqual([])
    d.pick('End turn')
    expect(actionLabels(d, 'attack')).toEqual(['Attack: Poke'])
  })

  it('rules.md 1.12 W-4 (classic1999): a second tie in Sudden Death leads to another Sudden Death', () => {
    // Every card is a Blastling: the first attack of the Sudden Death game is again a double Knock Out with the last Prize each.
    const d = tie('classic1999', 'au-bomb', [true])
    answerSetup(d, { active: 'Blastling' })
    // Make sure both keep a Benched Pokémon, or both lose all Pokémon: either way a tie.
    d.pick('Attack: Self Destruct')
    expect(d.state.result).toBeNull()
    expect(ofType(d.events, 'sudden-death').map((e) => e.round)).toEqual([1, 2])
    expect(d.state.suddenDeath).toBe(2)
    answerSetup(d)
    expect(d.state.players[0].prizes).toHaveLength(1)
    expect(d.state.players[1].prizes).toHaveLength(1)
  })
})
