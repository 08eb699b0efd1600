/**
 * Audit of rules.md §1.1 (zones and visibility) and §1.2 (card types) as they show in the per-seat views:
 * `viewFor(state, seat, db)` and `viewEvents(events, seat)`. What each seat may know, and nothing more, in both
 * `modern` and `classic1999`. Test-only cards are defined here (not real cards).
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { CardDef, PokemonDef, TrainerDef } from '../model/card'
import { makeCardDb } from '../model/card'
import type { GameEvent } from '../model/events'
import type { Seat } from '../model/types'
import { HIDDEN_DECISION_TEXT, viewEvents, viewFor } from '../view'
import { TEST_CARDS } from '../testing/cards'
import { Driver, scenario, type ScenarioSpec } from '../testing/scenario'
import { RULES_CARDS } from './cards'
import { FILLER, mono, playSetup, engine as rulesEngine } from './helpers'

const RULES = ['modern', 'classic1999'] as const

const item = (id: string, name: string, play: TrainerDef['play']): TrainerDef => ({
  kind: 'trainer',
  id,
  name,
  trainerKind: 'item',
  play,
})

const VIS_CARDS: CardDef[] = [
  // A Pokémon whose Ability acts when it is taken as a Prize card (like Chansey's Lucky Bonus).
  {
    kind: 'pokemon',
    id: 'vis-lucky',
    name: 'Lucky Charmer',
    stage: 'basic',
    hp: 60,
    types: ['colorless'],
    retreat: 1,
    abilities: [
      {
        name: 'Windfall',
        text: 'When you take this card as a Prize card during your turn, you may put it onto your Bench instead of into your hand.',
        onPrize: { may: true },
        canUse: (c) => c.t.duringTurnOf(c.seat) && c.benchRoom() > 0,
        use(c) {
          c.t.putOnBench(c.src.card!)
        },
      },
    ],
    attacks: [{ name: 'Pound', cost: [], damage: 10 }],
  } satisfies PokemonDef,
  // "Search your deck for a card and put it into your hand. Shuffle your deck afterward." (no reveal, like Computer Search)
  item('vis-search-hidden', 'Quiet Search', function* (c) {
    yield* c.searchDeck({ text: 'Choose a card', max: 1, reveal: false })
  }),
  // "Search your deck for a card, reveal it, and put it into your hand."
  item('vis-search-shown', 'Open Search', function* (c) {
    yield* c.searchDeck({ text: 'Choose a card', max: 1 })
  }),
  // "Search your deck for a Basic Pokémon and put it onto your Bench."
  item('vis-search-bench', 'Bench Call', function* (c) {
    yield* c.searchDeck({
      text: 'Choose a Basic Pokémon',
      max: 1,
      to: 'bench',
      reveal: false,
      filter: (d) => d.kind === 'pokemon' && d.stage === 'basic',
    })
  }),
  // "Put a card from your discard pile into your hand."
  item('vis-recycle', 'Recycle Test', function* (c) {
    const [u] = yield* c.chooseCards(c.me.discard, { text: 'Choose a card', min: 1, max: 1 })
    if (u !== undefined) c.moveTo(u, 'hand')
  }),
  // "Shuffle your hand into your deck. Then draw 3 cards."
  item('vis-reshuffle', 'Reshuffle Test', (c) => {
    for (const u of [...c.me.hand]) c.moveTo(u, 'deck')
    c.shuffleDeck()
    c.draw(3)
  }),
  // "Discard a card from your hand. If you do, draw 2 cards."
  item('vis-trade', 'Trade Test', function* (c) {
    const [u] = yield* c.chooseCards(c.me.hand, { text: 'Discard a card', min: 1, max: 1 })
    if (u === undefined) return
    c.discard([u])
    c.draw(2)
  }),
  // "Discard the top 2 cards of your deck."
  item('vis-mill', 'Mill Test', (c) => c.discard(c.me.deck.slice(0, 2))),
  // "Look at the top 2 cards of your deck and put them back in any order."
  item('vis-peek', 'Peek Test', function* (c) {
    const top = c.me.deck.slice(0, 2)
    c.lookAt(top, 'Peek Test')
    const order = yield* c.orderCards(top, 'Put them back, first on top')
    for (const u of [...order].reverse()) c.moveTo(u, 'deck', 'top')
  }),
]

const engine = createEngine(makeCardDb([...TEST_CARDS, ...RULES_CARDS, ...VIS_CARDS]))
const drive = (spec: ScenarioSpec): Driver =>
  new Driver(
    engine,
    scenario(engine, {
      ...spec,
      players: spec.players.map((p) => ({ deck: FILLER, ...p })) as ScenarioSpec['players'],
    }),
  )

/** Everything seat `viewer` may read now: its view of the state and its redacted events so far. */
const seen = (d: Driver, viewer: Seat, from = 0): string =>
  JSON.stringify({ view: viewFor(d.state, viewer, engine.db), events: viewEvents(d.events.slice(from), viewer) })

const movesOf = (events: GameEvent[], from: string, to: string) =>
  events.filter((e): e is Extract<GameEvent, { type: 'move' }> => e.type === 'move' && e.from === from && e.to === to)

describe('rules.md Z-7, §2 row 42: a Prize card becomes known to its taker, and only to its taker', () => {
  for (const rules of RULES) {
    it(`rules.md Z-4, Z-7 (${rules}): the Prize card taken goes to the taker's hand unseen by the opponent`, () => {
      const d = drive({
        rules,
        players: [
          {
            active: { card: 'big-basic', energy: ['energy-fighting', 'energy-fighting'] },
            prizes: ['tool-b', 'tool-b', 'tool-b'],
          },
          { active: 'colorless-basic', bench: ['water-basic'] },
        ],
      })
      const before = viewFor(d.state, 1).opponent.handCount
      d.pick('Attack: Rumble').pick('Prize card 2')
      const mine = viewEvents(d.events, 0).filter((e) => e.type === 'prize')
      expect(mine).toEqual([{ type: 'prize', seat: 0, card: expect.objectContaining({ def: 'tool-b' }) as unknown }])
      expect(viewFor(d.state, 0).me.hand!.map((c) => c.def)).toEqual(['tool-b'])
      const theirs = viewEvents(d.events, 1).filter((e) => e.type === 'prize')
      expect(theirs).toEqual([{ type: 'prize', seat: 0, card: null }])
      const v = viewFor(d.state, 1)
      expect(v.opponent).toMatchObject({ handCount: before + 1, prizeCount: 2, hand: null })
      expect(seen(d, 1)).not.toContain('tool-b')
    })

    it(`rules.md Z-4, Z-7 (${rules}): a Prize card with an Ability that acts when taken: the question stays private, so declining reveals nothing`, () => {
      const d = drive({
        rules,
        players: [
          {
            active: { card: 'big-basic', energy: ['energy-fighting', 'energy-fighting'] },
            prizes: ['vis-lucky', 'vis-lucky', 'vis-lucky'],
          },
          { active: 'colorless-basic', bench: ['water-basic'] },
        ],
      })
      d.pick('Attack: Rumble').pick('Prize card 1')
      expect(d.decision).toMatchObject({ ask: 'yes-no', seat: 0 })
      // The taker reads the question; the opponent only learns that a choice is being made.
      expect(viewFor(d.state, 0).pending!.text).toContain('Windfall')
      expect(viewFor(d.state, 1).pending).toMatchObject({ seat: 0, decision: null, text: HIDDEN_DECISION_TEXT })
      expect(seen(d, 1)).not.toMatch(/Lucky Charmer|vis-lucky|Windfall/)
      d.pick('No')
      expect(d.state.players[0].hand.map((u) => d.state.cards[u]!.def)).toEqual(['vis-lucky'])
      expect(seen(d, 1)).not.toMatch(/Lucky Charmer|vis-lucky|Windfall/)
    })
  }
})

describe('rules.md Z-5: a deck search is private unless the card says to reveal', () => {
  for (const rules of RULES) {
    it(`rules.md Z-4, Z-5 (${rules}): a card found without revealing it is known to its finder only; the counts are public`, () => {
      const d = drive({
        rules,
        players: [
          { active: 'fire-basic', hand: ['vis-search-hidden'], deck: ['energy-water', 'tool-b', 'energy-water'] },
          { active: 'water-basic' },
        ],
      })
      d.pick('Play Quiet Search')
      expect(d.decision).toMatchObject({ ask: 'choose-cards', seat: 0 })
      expect(viewFor(d.state, 1).pending).toMatchObject({ decision: null, text: HIDDEN_DECISION_TEXT })
      expect(seen(d, 1)).not.toContain('tool-b')
      d.pick('Guard Charm')
      expect(viewFor(d.state, 0).me.hand!.map((c) => c.def)).toEqual(['tool-b'])
      const v = viewFor(d.state, 1).opponent
      expect(v).toMatchObject({ handCount: 1, deckCount: 2 })
      expect(seen(d, 1)).not.toContain('tool-b')
      expect(movesOf(viewEvents(d.events, 1), 'deck', 'hand').map((e) => e.card)).toEqual([null])
      expect(viewEvents(d.events, 1).some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
    })

    it(`rules.md Z-5 (${rules}): a card found by a search that says to reveal it is shown to the opponent`, () => {
      const d = drive({
        rules,
        players: [
          { active: 'fire-basic', hand: ['vis-search-shown'], deck: ['energy-water', 'tool-b', 'energy-water'] },
          { active: 'water-basic' },
        ],
      })
      d.pick('Play Open Search').pick('Guard Charm')
      const reveal = viewEvents(d.events, 1).find((e) => e.type === 'reveal' && e.seat === 0)
      expect(reveal).toMatchObject({ cards: [{ def: 'tool-b' }] })
    })

    it(`rules.md Z-5, Z-10 (${rules}): a card searched out onto the Bench is in play, so the opponent sees it`, () => {
      const d = drive({
        rules,
        players: [
          { active: 'fire-basic', hand: ['vis-search-bench'], deck: ['energy-water', 'grass-basic', 'energy-water'] },
          { active: 'water-basic' },
        ],
      })
      d.pick('Play Bench Call').pick('Leaflet')
      expect(viewFor(d.state, 1).opponent.bench.map((s) => s.stack.map((c) => c.def))).toEqual([['grass-basic']])
      expect(movesOf(viewEvents(d.events, 1), 'deck', 'bench').map((e) => e.card?.def)).toEqual(['grass-basic'])
    })
  }
})

describe('rules.md Z-4, Z-5, Z-6: cards moving between hidden and public zones', () => {
  for (const rules of RULES) {
    it(`rules.md Z-6 (${rules}): a card taken from the discard pile into the hand is seen by both (it was face up)`, () => {
      const d = drive({
        rules,
        players: [{ active: 'fire-basic', hand: ['vis-recycle'], discard: ['tool-b'] }, { active: 'water-basic' }],
      })
      d.pick('Play Recycle Test').pick('Guard Charm')
      expect(movesOf(viewEvents(d.events, 1), 'discard', 'hand').map((e) => e.card?.def)).toEqual(['tool-b'])
      expect(viewFor(d.state, 1).opponent).toMatchObject({
        handCount: 1,
        hand: null,
        discard: [{ def: 'vis-recycle' }],
      })
    })

    it(`rules.md Z-4, Z-5 (${rules}): a hand shuffled into the deck and redrawn tells the opponent nothing, not even the ids of cards it had seen`, () => {
      const d = drive({
        rules,
        players: [
          {
            active: 'fire-basic',
            hand: ['vis-recycle', 'vis-reshuffle'],
            discard: ['tool-b'],
            deck: ['energy-water', 'energy-water', 'energy-water', 'energy-water'],
          },
          { active: 'water-basic' },
        ],
      })
      d.pick('Play Recycle Test').pick('Guard Charm')
      // The opponent saw this card go from the discard pile to the hand.
      const known = movesOf(viewEvents(d.events, 1), 'discard', 'hand')[0]!.card!.uid
      const mark = d.events.length
      d.pick('Play Reshuffle Test')
      const theirs = viewEvents(d.events.slice(mark), 1)
      expect(movesOf(theirs, 'hand', 'deck').map((e) => e.card)).toEqual([null])
      expect(movesOf(theirs, 'deck', 'hand').map((e) => e.card)).toEqual([null, null, null])
      // The owner sees what went back and what was drawn.
      const mine = viewEvents(d.events.slice(mark), 0)
      expect(movesOf(mine, 'hand', 'deck').map((e) => e.card?.def)).toEqual(['tool-b'])
      expect(movesOf(mine, 'deck', 'hand')).toHaveLength(3)
      expect(movesOf(mine, 'deck', 'hand').every((e) => e.card !== null)).toBe(true)
      // Wherever that card is now (hand or deck), the opponent cannot follow it.
      const v = viewFor(d.state, 1)
      expect(v.opponent).toMatchObject({ handCount: 3, deckCount: 2, hand: null })
      const ids: number[] = []
      JSON.stringify({ v, theirs }, (k, x: unknown) => (k === 'uid' && typeof x === 'number' && ids.push(x), x))
      expect(ids).not.toContain(known)
    })

    it(`rules.md Z-4, Z-6 (${rules}): choosing a card to discard from the hand is private; the discarded card is public`, () => {
      const d = drive({
        rules,
        players: [
          {
            active: 'fire-basic',
            hand: ['vis-trade', 'tool-b', 'energy-grass'],
            deck: ['energy-water', 'energy-water', 'energy-water'],
          },
          { active: 'water-basic' },
        ],
      })
      d.pick('Play Trade Test')
      expect(d.decision).toMatchObject({ ask: 'choose-cards', seat: 0 })
      expect(viewFor(d.state, 1).pending).toMatchObject({ decision: null, text: HIDDEN_DECISION_TEXT })
      expect(seen(d, 1)).not.toMatch(/tool-b|energy-grass/)
      d.pick('Guard Charm')
      expect(movesOf(viewEvents(d.events, 1), 'hand', 'discard').map((e) => e.card?.def)).toEqual(['tool-b'])
      expect(viewFor(d.state, 1).opponent.discard.map((c) => c.def)).toEqual(['tool-b', 'vis-trade'])
      expect(seen(d, 1)).not.toContain('energy-grass')
    })

    it(`rules.md Z-5, Z-6 (${rules}): cards discarded from the top of a deck are seen by both players`, () => {
      const d = drive({
        rules,
        players: [
          { active: 'fire-basic', hand: ['vis-mill'], deck: ['tool-b', 'energy-grass', 'energy-water'] },
          { active: 'water-basic' },
        ],
      })
      d.pick('Play Mill Test')
      for (const viewer of [0, 1] as const) {
        expect(movesOf(viewEvents(d.events, viewer), 'deck', 'discard').map((e) => e.card?.def)).toEqual([
          'tool-b',
          'energy-grass',
        ])
        const side = viewer === 0 ? viewFor(d.state, viewer).me : viewFor(d.state, viewer).opponent
        expect(side.discard.map((c) => c.def)).toEqual(['tool-b', 'energy-grass', 'vis-mill'])
        expect(side.deckCount).toBe(1)
      }
      expect(seen(d, 1)).not.toContain('energy-water')
    })

    it(`rules.md Z-5 (${rules}): cards of a deck looked at by one player are known to that player only`, () => {
      const d = drive({
        rules,
        players: [
          { active: 'fire-basic', hand: ['vis-peek'], deck: ['tool-b', 'energy-grass', 'energy-water'] },
          { active: 'water-basic' },
        ],
      })
      d.pick('Play Peek Test')
      expect(d.decision).toMatchObject({ ask: 'order', seat: 0 })
      const mine = viewEvents(d.events, 0).find((e) => e.type === 'reveal')
      expect(mine).toMatchObject({ seat: 0, cards: [{ def: 'tool-b' }, { def: 'energy-grass' }] })
      expect(viewFor(d.state, 1).pending).toMatchObject({ ask: 'order', decision: null, text: HIDDEN_DECISION_TEXT })
      expect(seen(d, 1)).not.toMatch(/tool-b|energy-grass/)
      d.pick('Grass Energy', 'Guard Charm')
      expect(d.state.players[0].deck.map((u) => d.state.cards[u]!.def)).toEqual([
        'energy-grass',
        'tool-b',
        'energy-water',
      ])
      expect(seen(d, 1)).not.toMatch(/tool-b|energy-grass|energy-water/)
    })
  }
})

describe('rules.md §1.1: public information', () => {
  for (const rules of RULES) {
    it(`rules.md Z-10 (${rules}): coin flips are public: both players see the same results`, () => {
      const d = drive({
        rules,
        flips: [true, false],
        players: [
          { active: { card: 'fire-basic', conditions: ['asleep'] } },
          { active: { card: 'water-basic', conditions: ['asleep'] } },
        ],
      })
      d.pick('End turn')
      const coins = (viewer: Seat) => viewEvents(d.events, viewer).filter((e) => e.type === 'coin')
      expect(coins(0).length).toBeGreaterThanOrEqual(2)
      expect(coins(1)).toEqual(coins(0))
      expect(coins(0).map((e) => e.type === 'coin' && e.heads)).toEqual([true, false])
    })

    it(`rules.md Z-4, KO-4 (${rules}): the opponent's promotion is a public choice; their private choices are not`, () => {
      const d = drive({
        rules,
        players: [
          { active: { card: 'big-basic', energy: ['energy-fighting', 'energy-fighting'] } },
          { active: 'colorless-basic', bench: ['water-basic', 'grass-basic'] },
        ],
      })
      d.pick('Attack: Rumble').pick('Prize card 1')
      expect(d.decision).toMatchObject({ ask: 'promote', seat: 1 })
      const v = viewFor(d.state, 0).pending!
      expect(v.decision?.options.map((o) => o.label)).toEqual(['Splashling', 'Leaflet'])
      expect(v.text).toBe(d.decision.text)
    })
  }
})

describe('rules.md S-4, S-5, S-7: face-down Pokémon during setup', () => {
  it("rules.md S-4, S-5, B-2 (classic1999): while the coin decides who goes first, each side still sees the other's Pokémon face down, with no HP", () => {
    const d = playSetup(
      { decks: [mono('fire-basic'), mono('grass-basic')], seed: 5, rules: 'classic1999', forcedFlips: [true] },
      { bench: 1 },
      'first-player',
    )
    expect(d.state.pending).toMatchObject({ ask: 'first-player' })
    for (const viewer of [0, 1] as const) {
      const v = viewFor(d.state, viewer, rulesEngine.db)
      // The coin flip's winner's choice is public.
      expect(v.pending!.decision).not.toBeNull()
      expect(v.opponent.active).toMatchObject({ faceDown: true, stack: [], energy: [] })
      expect(v.opponent.active!.hp).toBeUndefined()
      expect(v.opponent.bench).toHaveLength(1)
      expect(v.opponent.bench[0]).toMatchObject({ faceDown: true, stack: [] })
      expect(v.opponent.bench[0]!.hp).toBeUndefined()
      expect(JSON.stringify(v)).not.toContain(viewer === 0 ? 'grass-basic' : 'fire-basic')
      // One's own face-down Pokémon are known to their owner.
      expect(v.me.active!.stack.map((c) => c.def)).toEqual([viewer === 0 ? 'fire-basic' : 'grass-basic'])
    }
    d.pick('Go first')
    for (const viewer of [0, 1] as const) {
      const v = viewFor(d.state, viewer, rulesEngine.db)
      expect(v.opponent.active).toMatchObject({ faceDown: false, hp: viewer === 0 ? 70 : 50 })
      expect(v.opponent.active!.stack.map((c) => c.def)).toEqual([viewer === 0 ? 'grass-basic' : 'fire-basic'])
    }
  })

  it('rules.md S-4, S-5 (modern): the face-down Active shows no HP to the opponent, even with the card database', () => {
    const d = playSetup(
      { decks: [mono('fire-basic'), mono('grass-basic')], seed: 5, rules: 'modern', forcedFlips: [true] },
      {},
      'setup-bench',
    )
    const placer = d.decision.seat
    const v = viewFor(d.state, placer === 0 ? 1 : 0, rulesEngine.db)
    expect(v.opponent.active).toMatchObject({ faceDown: true, stack: [] })
    expect(v.opponent.active!.hp).toBeUndefined()
    expect(v.pending).toMatchObject({ ask: 'setup-bench', decision: null, text: HIDDEN_DECISION_TEXT })
  })
})

describe('rules.md S-9: mulligans and the bonus cards', () => {
  it('rules.md S-8, S-9.4, S-4/S-5 (modern): the mulligan hand is shown; the bonus card drawn and benched stays face down for the opponent until the reveal', () => {
    const decks: [string[], string[]] = [
      mono('grass-basic'),
      [...Array<string>(7).fill('energy-water'), ...Array<string>(53).fill('water-basic')],
    ]
    const first = engine.newGame({ decks, seed: 3, rules: 'modern', forcedFlips: [true], stackedDecks: true })
    const d = new Driver(engine, first.state)
    d.events.push(...first.events)
    d.pick('Go first').pickIndices([0]).pickIndices([])
    // Seat 1 had no Basic: its hand was shown to seat 0.
    const shown = viewEvents(d.events, 0).find((e) => e.type === 'mulligan' && e.seat === 1)
    expect(shown).toMatchObject({ cards: Array(7).fill(expect.objectContaining({ def: 'energy-water' })) as unknown[] })
    while (d.decision.seat === 1) d.pickIndices([0])
    expect(d.decision).toMatchObject({ ask: 'mulligan-draws', seat: 0 })
    // The number of bonus cards offered is public.
    expect(viewFor(d.state, 1).pending!.decision).not.toBeNull()
    const mark = d.events.length
    d.pick('Draw 1')
    expect(d.decision).toMatchObject({ ask: 'setup-bench', seat: 0 })
    expect(viewFor(d.state, 1).pending).toMatchObject({ decision: null, text: HIDDEN_DECISION_TEXT })
    d.pickIndices([0])
    const theirs = viewEvents(d.events.slice(mark), 1)
    // Then everything is turned face up together (S-7), after the placement.
    const reveal = theirs.findIndex((e) => e.type === 'reveal' && e.seat === 0)
    expect(theirs[reveal]).toMatchObject({ cards: [{ def: 'grass-basic' }, { def: 'grass-basic' }] })
    const before = theirs.slice(0, reveal)
    expect(movesOf(before, 'deck', 'hand').map((e) => e.card)).toEqual([null])
    expect(movesOf(before, 'hand', 'bench').map((e) => e.card)).toEqual([null])
    expect(viewFor(d.state, 1).opponent.bench).toMatchObject([{ faceDown: false, stack: [{ def: 'grass-basic' }] }])
  })
})

describe('views hold no random state', () => {
  for (const rules of RULES) {
    it(`rules.md Z-5 (${rules}): nothing in a view tells the next shuffle or coin flip: states differing only there look the same`, () => {
      const d = drive({
        rules,
        flips: [true, false, true],
        players: [{ active: 'fire-basic', hand: ['vis-peek'] }, { active: 'water-basic' }],
      })
      const other = { ...d.state, rng: [9, 9, 9, 9] as typeof d.state.rng, forcedFlips: [false] }
      for (const viewer of [0, 1] as const) {
        expect(viewFor(other, viewer, engine.db)).toStrictEqual(viewFor(d.state, viewer, engine.db))
        expect(JSON.stringify(viewFor(d.state, viewer))).not.toMatch(/"rng"|forcedFlips|journal/)
      }
    })
  }
})

describe('rules.md T-1, Z-10: a Trainer card being played is face up', () => {
  for (const rules of RULES) {
    it(`rules.md T-1 (${rules}): while its effect asks a question, both players see the Trainer card played, out of the hand and not yet discarded`, () => {
      const d = drive({
        rules,
        players: [
          { active: 'fire-basic', hand: ['vis-trade', 'tool-b'], deck: ['energy-water', 'energy-water'] },
          { active: 'water-basic' },
        ],
      })
      d.pick('Play Trade Test')
      expect(d.decision).toMatchObject({ ask: 'choose-cards', seat: 0 })
      for (const viewer of [0, 1] as const) {
        const v = viewFor(d.state, viewer)
        expect(v.resolving).toEqual([{ card: expect.objectContaining({ def: 'vis-trade' }) as unknown, owner: 0 }])
        const side = viewer === 0 ? v.me : v.opponent
        expect(side.handCount).toBe(1)
        expect(side.discard).toEqual([])
      }
      d.pick('Guard Charm')
      expect(viewFor(d.state, 1).resolving).toEqual([])
    })
  }
})

describe('rules.md Z-7, Z-10: a Prize card put into play by its Ability is shown', () => {
  it('rules.md Z-7, Z-10 (modern): using the Ability of a Prize card just taken shows that card to the opponent as it goes onto the Bench', () => {
    const d = drive({
      players: [
        {
          active: { card: 'big-basic', energy: ['energy-fighting', 'energy-fighting'] },
          prizes: ['vis-lucky', 'energy-water', 'energy-water'],
        },
        { active: 'colorless-basic', bench: ['water-basic'] },
      ],
    })
    d.pick('Attack: Rumble').pick('Prize card 1').pick('Yes')
    const theirs = viewEvents(d.events, 1)
    expect(theirs.find((e) => e.type === 'ability')).toMatchObject({
      seat: 0,
      pokemon: { def: 'vis-lucky' },
      ability: 'Windfall',
    })
    expect(viewFor(d.state, 1).opponent.bench.map((s) => s.stack[0]!.def)).toEqual(['vis-lucky'])
    expect(viewFor(d.state, 1).opponent).toMatchObject({ handCount: 0, prizeCount: 2 })
  })

  for (const rules of RULES) {
    it(`rules.md KO-3 (${rules}): which face-down Prize position the attacker takes is a public choice; what is there is not`, () => {
      const d = drive({
        rules,
        players: [
          {
            active: { card: 'big-basic', energy: ['energy-fighting', 'energy-fighting'] },
            prizes: ['tool-b', 'energy-grass', 'energy-water'],
          },
          { active: 'colorless-basic', bench: ['water-basic'] },
        ],
      })
      d.pick('Attack: Rumble')
      expect(d.decision).toMatchObject({ ask: 'take-prize', seat: 0 })
      const v = viewFor(d.state, 1)
      expect(v.pending!.decision?.options.map((o) => o.label)).toEqual(['Prize card 1', 'Prize card 2', 'Prize card 3'])
      expect(JSON.stringify(v)).not.toMatch(/tool-b|energy-grass|energy-water/)
      // Blind for the taker too: the options name no card.
      expect(JSON.stringify(viewFor(d.state, 0).pending)).not.toMatch(/tool-b|energy-grass|energy-water|"uid"/)
    })
  }
})
