/**
 * Rules tests for rules.md §1.1 (zones and visibility: Z-1…Z-11), with what each seat may know in its view
 * (`viewFor(state, seat, db)`, `viewEvents(events, seat)`), and nothing more, in `modern` and `classic1999`.
 * Z-2 (exactly one Active) and Z-3 (Bench of 5) are also in actions.test.ts; Z-7 (Prizes) in setup.test.ts;
 * Z-11 (one shared Stadium) with T-STAD in actions.test.ts.
 *
 * Not engine-testable: Z-8's "can never come back" is a promise about card effects (no engine action ever
 * takes a card out of the Lost Zone, which the test below checks only for the main menu).
 */
import { describe, expect, it } from 'vitest'
import type { Seat } from '../model/types'
import { HIDDEN_DECISION_TEXT, viewEvents, viewFor } from '../view'
import { movesOf } from '../testing/events'
import { seenBy } from '../testing/seen'
import { actionLabels, engine, game } from './helpers'

const RULES = ['modern', 'classic1999'] as const

describe('Z-1: each player has their own zones', () => {
  it('rules.md Z-1: each player has a deck, hand, discard pile, Prize cards, Active Spot and Bench of their own', () => {
    const d = game({
      players: [
        {
          active: 'fire-basic',
          bench: ['water-basic'],
          hand: ['item-draw'],
          deck: ['energy-fire', 'energy-fire', 'energy-fire'],
          discard: ['energy-grass'],
        },
        { active: 'grass-basic', hand: ['energy-water'], deck: ['energy-water'], discard: [] },
      ],
    })
    const v = viewFor(d.state, 0)
    expect(v.me).toMatchObject({ seat: 0, handCount: 1, deckCount: 3, prizeCount: 6 })
    expect(v.opponent).toMatchObject({ seat: 1, handCount: 1, deckCount: 1, prizeCount: 6 })
    expect(v.me.discard.map((c) => c.def)).toEqual(['energy-grass'])
    expect(v.opponent.discard).toEqual([])
    // Playing a Trainer draws from the player's own deck and discards to their own pile.
    d.pick('Play Quick Draw')
    const w = viewFor(d.state, 0)
    expect(w.me.deckCount).toBe(1)
    expect(w.opponent.deckCount).toBe(1)
    expect(w.me.discard.map((c) => c.def)).toEqual(['energy-grass', 'item-draw'])
    expect(w.opponent.discard).toEqual([])
  })
})

describe('Z-4, Z-5: hidden zones', () => {
  it("rules.md Z-4: the opponent's hand is hidden: only its size is known", () => {
    const d = game({
      players: [{ active: 'fire-basic', hand: ['item-draw', 'energy-fire'] }, { active: 'water-basic' }],
    })
    const v = viewFor(d.state, 1)
    expect(v.opponent.hand).toBeNull()
    expect(v.opponent.handCount).toBe(2)
    expect(JSON.stringify(v)).not.toContain('item-draw')
    // Nor can the opponent read the main menu, which would list the hand.
    expect(v.pending).toMatchObject({ seat: 0, ask: 'main', decision: null })
    expect(viewFor(d.state, 0).me.hand!.map((c) => c.def)).toEqual(['item-draw', 'energy-fire'])
  })

  it('rules.md Z-5: both players know how many cards each deck holds, but not which cards or their order', () => {
    const d = game({
      players: [
        { active: 'fire-basic', deck: ['energy-grass', 'water-basic', 'energy-metal'] },
        { active: 'water-basic', deck: ['energy-psychic'] },
      ],
    })
    for (const viewer of [0, 1] as const) {
      const v = viewFor(d.state, viewer)
      expect(v.me.deckCount + v.opponent.deckCount).toBe(4)
      const json = JSON.stringify(v)
      for (const hidden of ['energy-grass', 'energy-metal', 'energy-psychic']) expect(json).not.toContain(hidden)
    }
  })

  it('rules.md Z-5: a card that lets a player search their deck shows the deck to that player only, then shuffles it', () => {
    const d = game({
      players: [
        {
          active: 'fire-basic',
          hand: ['item-search'],
          deck: ['energy-fire', 'water-basic', 'grass-basic', 'energy-fire'],
        },
        { active: 'water-basic' },
      ],
    })
    d.pick('Play Basic Finder')
    expect(d.state.pending).toMatchObject({ ask: 'choose-cards', seat: 0 })
    expect(d.labels().sort()).toEqual(['Leaflet', 'Splashling'])
    expect(viewFor(d.state, 1).pending).toMatchObject({ seat: 0, decision: null })
    d.pick('Leaflet')
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
    expect(d.state.players[0].hand.map((u) => d.state.cards[u]!.def)).toEqual(['grass-basic'])
  })

  for (const rules of RULES) {
    it(`rules.md Z-4, Z-5 (${rules}): a card found without revealing it is known to its finder only; the counts are public`, () => {
      const d = game({
        rules,
        players: [
          { active: 'fire-basic', hand: ['vis-search-hidden'], deck: ['energy-water', 'tool-b', 'energy-water'] },
          { active: 'water-basic' },
        ],
      })
      d.pick('Play Quiet Search')
      expect(d.decision).toMatchObject({ ask: 'choose-cards', seat: 0 })
      expect(viewFor(d.state, 1).pending).toMatchObject({ decision: null, text: HIDDEN_DECISION_TEXT })
      expect(seenBy(d, 1)).not.toContain('tool-b')
      d.pick('Guard Charm')
      expect(viewFor(d.state, 0).me.hand!.map((c) => c.def)).toEqual(['tool-b'])
      const v = viewFor(d.state, 1).opponent
      expect(v).toMatchObject({ handCount: 1, deckCount: 2 })
      expect(seenBy(d, 1)).not.toContain('tool-b')
      expect(movesOf(viewEvents(d.events, 1), 'deck', 'hand').map((e) => e.card)).toEqual([null])
      expect(viewEvents(d.events, 1).some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
    })

    it(`rules.md Z-5 (${rules}): a card found by a search that says to reveal it is shown to the opponent`, () => {
      const d = game({
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
      const d = game({
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

  for (const rules of RULES) {
    it(`rules.md Z-6 (${rules}): a card taken from the discard pile into the hand is seen by both (it was face up)`, () => {
      const d = game({
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
      const d = game({
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
      const d = game({
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
      expect(seenBy(d, 1)).not.toMatch(/tool-b|energy-grass/)
      d.pick('Guard Charm')
      expect(movesOf(viewEvents(d.events, 1), 'hand', 'discard').map((e) => e.card?.def)).toEqual(['tool-b'])
      expect(viewFor(d.state, 1).opponent.discard.map((c) => c.def)).toEqual(['tool-b', 'vis-trade'])
      expect(seenBy(d, 1)).not.toContain('energy-grass')
    })

    it(`rules.md Z-5, Z-6 (${rules}): cards discarded from the top of a deck are seen by both players`, () => {
      const d = game({
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
      expect(seenBy(d, 1)).not.toContain('energy-water')
    })

    it(`rules.md Z-5 (${rules}): cards of a deck looked at by one player are known to that player only`, () => {
      const d = game({
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
      expect(seenBy(d, 1)).not.toMatch(/tool-b|energy-grass/)
      d.pick('Grass Energy', 'Guard Charm')
      expect(d.state.players[0].deck.map((u) => d.state.cards[u]!.def)).toEqual([
        'energy-grass',
        'tool-b',
        'energy-water',
      ])
      expect(seenBy(d, 1)).not.toMatch(/tool-b|energy-grass|energy-water/)
    })
  }

  for (const rules of RULES) {
    it(`rules.md Z-5 (${rules}): nothing in a view tells the next shuffle or coin flip: states differing only there look the same`, () => {
      const d = game({
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

describe('Z-6: the discard pile', () => {
  it('rules.md Z-6: the discard pile is face up: both players see every card in both piles', () => {
    const d = game({
      players: [
        { active: 'fire-basic', discard: ['item-draw', 'energy-fire'] },
        { active: 'water-basic', discard: ['supporter-draw'] },
      ],
    })
    expect(viewFor(d.state, 1).opponent.discard.map((c) => c.def)).toEqual(['item-draw', 'energy-fire'])
    expect(viewFor(d.state, 0).opponent.discard.map((c) => c.def)).toEqual(['supporter-draw'])
  })

  it("rules.md Z-6: a Knocked Out Pokémon and all cards attached go to its owner's discard pile, in view of both", () => {
    const d = game({
      players: [
        { active: { card: 'big-basic', energy: ['energy-fighting', 'energy-fighting'] } },
        {
          active: { card: ['fire-basic', 'fire-stage1'], damage: 60, energy: ['energy-fire'], tools: ['tool-b'] },
          bench: ['water-basic'],
        },
      ],
    })
    d.pick('Attack: Rumble').pick('Prize card 1')
    const disc = d.state.players[1].discard.map((u) => d.state.cards[u]!.def).sort()
    expect(disc).toEqual(['energy-fire', 'fire-basic', 'fire-stage1', 'tool-b'])
    expect(d.state.players[0].discard).toEqual([])
    const seen = viewEvents(d.events, 0).filter((e) => e.type === 'move' && e.seat === 1 && e.to === 'discard')
    expect(seen.every((e) => e.type === 'move' && e.card !== null)).toBe(true)
  })
})

describe('rules.md Z-7, §2 row 42: a Prize card becomes known to its taker, and only to its taker', () => {
  for (const rules of RULES) {
    it(`rules.md Z-4, Z-7 (${rules}): the Prize card taken goes to the taker's hand unseen by the opponent`, () => {
      const d = game({
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
      expect(seenBy(d, 1)).not.toContain('tool-b')
    })

    it(`rules.md Z-4, Z-7 (${rules}): a Prize card with an Ability that acts when taken: the question stays private, so declining reveals nothing`, () => {
      const d = game({
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
      expect(seenBy(d, 1)).not.toMatch(/Lucky Charmer|vis-lucky|Windfall/)
      d.pick('No')
      expect(d.state.players[0].hand.map((u) => d.state.cards[u]!.def)).toEqual(['vis-lucky'])
      expect(seenBy(d, 1)).not.toMatch(/Lucky Charmer|vis-lucky|Windfall/)
    })
  }
})

describe('rules.md Z-7, Z-10: a Prize card put into play by its Ability is shown', () => {
  it('rules.md Z-7, Z-10 (modern): using the Ability of a Prize card just taken shows that card to the opponent as it goes onto the Bench', () => {
    const d = game({
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
      const d = game({
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

describe('Z-8: the Lost Zone', () => {
  it('rules.md Z-8: cards sent to the Lost Zone lie face up, out of play, and cannot be played', () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['prism'], deck: ['energy-fire'], lostZone: ['item-draw', 'water-basic'] },
        { active: 'water-basic' },
      ],
    })
    // Nothing in the Lost Zone is offered.
    expect(d.labels()).toEqual(['Play Prism Test', 'End turn'])
    d.pick('Play Prism Test')
    const v = viewFor(d.state, 1).opponent
    expect(v.lostZone.map((c) => c.def)).toEqual(['item-draw', 'water-basic', 'prism'])
    expect(v.discard).toEqual([])
  })
})

describe('Z-9: only cards in play have effects', () => {
  it('rules.md Z-9: Energy in the hand or discard pile does not pay attack costs', () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['energy-fire'], discard: ['energy-fire', 'energy-fire'] },
        { active: 'big-basic' },
      ],
    })
    expect(actionLabels(d, 'attack')).toEqual([])
  })

  it('rules.md Z-9: a Tool in the hand or discard pile does nothing; attached (in play) it works', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, hand: ['tool-boost'], discard: ['tool-boost'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Attack: Scratch')
    expect(d.state.players[1].active!.damage).toBe(10)
    const e = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'], tools: ['tool-boost'] } },
        { active: 'big-basic' },
      ],
    })
    e.pick('Attack: Scratch')
    expect(e.state.players[1].active!.damage).toBe(20)
  })

  it('rules.md Z-9: a Stadium in the discard pile has no effect', () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['item-draw'], discard: ['item-lock'], deck: ['energy-fire', 'energy-fire'] },
        { active: 'water-basic' },
      ],
    })
    expect(actionLabels(d, 'play-trainer')).toEqual(['Play Quick Draw'])
    const locked = game({
      players: [{ active: 'fire-basic', hand: ['item-draw'] }, { active: 'water-basic' }],
      stadium: { card: 'item-lock', owner: 1 },
    })
    expect(actionLabels(locked, 'play-trainer')).toEqual([])
  })
})

describe('Z-10: in-play cards are public', () => {
  it('rules.md Z-10: both players see every in-play Pokémon with its attached cards, damage and conditions', () => {
    const d = game({
      players: [
        {
          active: {
            card: ['fire-basic', 'fire-stage1'],
            energy: ['energy-fire'],
            tools: ['tool-b'],
            damage: 20,
            conditions: ['poisoned', 'asleep'],
          },
          bench: ['water-basic'],
        },
        { active: 'grass-basic' },
      ],
    })
    const opp = viewFor(d.state, 1).opponent
    expect(opp.active).toMatchObject({
      faceDown: false,
      stack: [{ def: 'fire-basic' }, { def: 'fire-stage1' }],
      energy: [{ def: 'energy-fire' }],
      tools: [{ def: 'tool-b' }],
      damage: 20,
      conditions: { rotation: 'asleep', poisoned: true },
    })
    expect(opp.bench.map((s) => s.stack[0]!.def)).toEqual(['water-basic'])
  })

  for (const rules of RULES) {
    it(`rules.md Z-10 (${rules}): coin flips are public: both players see the same results`, () => {
      const d = game({
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
      const d = game({
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

  for (const rules of RULES) {
    it(`rules.md T-1 (${rules}): while its effect asks a question, both players see the Trainer card played, out of the hand and not yet discarded`, () => {
      const d = game({
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

describe('Z-11: one Stadium for both players', () => {
  it("rules.md Z-11: a player's Stadium replaces the opponent's: there is never more than one in play", () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['stadium-b'] },
        { active: 'water-basic', hand: ['stadium-a'] },
      ],
      stadium: { card: 'stadium-a', owner: 1 },
    })
    d.pick('Play Test Field')
    for (const seat of [0, 1] as const)
      expect(viewFor(d.state, seat).stadium).toMatchObject({ card: { def: 'stadium-b' }, owner: 0 })
    d.pick('End turn')
    // The opponent may play their own "Test Arena" again over it (different name).
    d.pick('Play Test Arena')
    expect(viewFor(d.state, 0).stadium).toMatchObject({ card: { def: 'stadium-a' }, owner: 1 })
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toEqual(['stadium-b'])
  })
})
