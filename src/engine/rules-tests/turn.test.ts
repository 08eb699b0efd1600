/**
 * Rules tests for rules.md §1.5 (turn structure: TS-1…TS-7) and the era rows about turns (§2 rows 5, 6, 7, 8)
 * for `modern` and `classic1999` (§4.2 B-4, B-11, B-15).
 * TS-7 (Mega Evolution ends the turn) is in actions.test.ts; W-2 as a whole belongs to the winning rules.
 */
import { describe, expect, it } from 'vitest'
import { viewEvents } from '../view'
import type { ScenarioSpec } from '../testing/scenario'
import { eventsOf } from '../testing/events'
import { fill } from '../testing/harness'
import { active, pile, top } from '../testing/read'
import { actionLabels, game, mono, playSetup } from './helpers'

const RULES = ['modern', 'classic1999'] as const
const OPP = { active: 'water-basic' } as const

describe('TS-1 / TS-2: the draw at the start of a turn', () => {
  for (const rules of RULES) {
    it(`rules.md TS-1, TS-2 (${rules}): each turn starts with drawing 1 card from the top of the deck`, () => {
      const d = game({
        rules,
        players: [{ active: 'fire-basic' }, { active: 'water-basic', deck: ['energy-water', 'energy-grass'] }],
      })
      d.pick('End turn')
      expect(d.state.current).toBe(1)
      expect(d.state.players[1].hand.map((u) => d.state.cards[u]!.def)).toEqual(['energy-water'])
      expect(d.state.players[1].deck).toHaveLength(1)
      const start = d.events.findIndex((e) => e.type === 'turn-start' && e.seat === 1)
      expect(d.events[start + 1]).toMatchObject({ type: 'move', seat: 1, from: 'deck', to: 'hand' })
    })

    it(`rules.md TS-2, B-15 (${rules}): a player who cannot draw at the start of their turn loses`, () => {
      const d = game({ rules, players: [{ active: 'fire-basic' }, { active: 'water-basic', deck: [] }] })
      d.pick('End turn')
      expect(d.state.result).toMatchObject({ winner: 0, reason: 'deck-out' })
      expect(d.state.pending).toBeNull()
      expect(d.events.at(-1)).toMatchObject({ type: 'game-over', winner: 0 })
    })

    it(`rules.md TS-2 (${rules}): drawing the last card at the start of the turn is not a loss`, () => {
      const d = game({ rules, players: [{ active: 'fire-basic' }, { active: 'water-basic', deck: ['energy-water'] }] })
      d.pick('End turn')
      expect(d.state.result).toBeNull()
      expect(d.state.players[1].deck).toHaveLength(0)
      expect(d.state.pending).toMatchObject({ ask: 'main', seat: 1 })
    })

    it(`rules.md TS-2 (${rules}): a card telling a player to draw more cards than the deck holds draws what is there; no loss`, () => {
      const d = game({
        rules,
        players: [{ active: 'fire-basic', hand: ['supporter-draw'], deck: ['energy-fire'] }, { active: 'water-basic' }],
      })
      d.pick('Play Professor Test')
      expect(d.state.result).toBeNull()
      expect(d.state.players[0].hand.map((u) => d.state.cards[u]!.def)).toEqual(['energy-fire'])
      expect(d.state.pending).toMatchObject({ ask: 'main', seat: 0 })
      // Only the start-of-turn draw with an empty deck loses: the player's next turn.
      d.pick('End turn').pick('End turn')
      expect(d.state.result).toMatchObject({ winner: 1, reason: 'deck-out' })
    })

    it(`rules.md TS-3, §2 row 5 (${rules}): the first player draws a card on the first turn of the game`, () => {
      const d = playSetup({
        decks: [mono('colorless-basic'), mono('colorless-basic')],
        seed: 5,
        rules,
        forcedFlips: [true],
      })
      expect(d.state.turn).toBe(1)
      const first = d.state.firstPlayer
      const start = d.events.findIndex((e) => e.type === 'turn-start')
      expect(d.events[start]).toMatchObject({ type: 'turn-start', seat: first, turn: 1 })
      expect(d.events[start + 1]).toMatchObject({ type: 'move', seat: first, from: 'deck', to: 'hand' })
      // 7 dealt, 1 placed as Active (empty Bench), 1 drawn.
      expect(d.state.players[first].hand).toHaveLength(7)
      expect(d.state.players[first === 0 ? 1 : 0].hand).toHaveLength(6)
    })
  }

  it('rules.md 1.5 TS-2: the card drawn at the start of the turn can be used in that turn', () => {
    const d = game({
      players: [
        { active: 'fire-basic', deck: fill(5, 'energy-fire') },
        { active: 'water-basic', deck: ['grass-basic', ...fill(3, 'energy-fire')] },
      ],
    })
    d.pick('End turn')
    expect(d.labels()).toContain('Put Leaflet on the Bench')
  })

  for (const rules of RULES) {
    it(`rules.md 1.5 TS-1, 1.12 W-1.1 (${rules}): the Checkup after a turn comes before the next player's draw: a Poison Knock Out there can win before a deck-out`, () => {
      // Seat 0 ends the turn with a Poisoned Active at 50/60 and no Bench; seat 1's deck is empty.
      const d = game({
        rules,
        players: [
          { active: { card: 'water-basic', damage: 50, conditions: ['poisoned'] }, deck: fill(5, 'energy-fire') },
          { active: 'fire-basic', deck: [], prizes: ['energy-fire'] },
        ],
      })
      d.pick('End turn')
      expect(d.state.result).toMatchObject({ winner: 1 })
      expect(d.state.result!.reason).not.toBe('deck-out')
      expect(eventsOf(d.events, 'turn-start')).toHaveLength(0)
    })

    it(`rules.md 1.5 TS-2, 1.12 W-1.3 (${rules}): a Knock Out in the Checkup that gives a Prize (not the last) is resolved, then the player with no cards loses at the draw`, () => {
      const d = game({
        rules,
        players: [
          { active: 'fire-basic', deck: fill(5, 'energy-fire') },
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

describe('TS-4: first-turn restrictions (§2 rows 6, 7, 8)', () => {
  const firstTurn = (rules: (typeof RULES)[number]) =>
    game({
      rules,
      turn: 1,
      current: 0,
      firstPlayer: 0,
      players: [
        {
          active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] },
          hand: ['supporter-draw', 'fire-stage1', 'item-draw'],
        },
        { active: 'water-basic' },
      ],
    })

  it('rules.md TS-4, §2 row 6 (modern): the first player cannot attack on the first turn of the game', () => {
    expect(actionLabels(firstTurn('modern'), 'attack')).toEqual([])
  })
  it('rules.md B-4, §2 row 6 (classic1999): the first player may attack on the first turn', () => {
    expect(actionLabels(firstTurn('classic1999'), 'attack')).toEqual(['Attack: Scratch', 'Attack: Ember'])
  })
  it('rules.md TS-4, T-SUP, §2 row 7 (modern): the first player cannot play a Supporter on their first turn (Items are fine)', () => {
    expect(actionLabels(firstTurn('modern'), 'play-trainer')).toEqual(['Play Quick Draw'])
  })
  it('rules.md B-4, B-8, §2 row 7 (classic1999): no Supporter restriction on the first turn (Trainers are one kind)', () => {
    expect(actionLabels(firstTurn('classic1999'), 'play-trainer')).toEqual(['Play Professor Test', 'Play Quick Draw'])
  })

  for (const rules of RULES) {
    it(`rules.md TS-4, E-3, B-4, §2 row 8 (${rules}): the first player cannot evolve on their first turn`, () => {
      expect(actionLabels(firstTurn(rules), 'evolve')).toEqual([])
    })

    it(`rules.md TS-4, E-3, B-5, §2 row 8 (${rules}): the second player cannot evolve on their own first turn, but may attack (and play a Supporter)`, () => {
      const d = game({
        rules,
        turn: 2,
        current: 1,
        firstPlayer: 0,
        players: [
          { active: 'water-basic' },
          {
            active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] },
            hand: ['supporter-draw', 'fire-stage1'],
          },
        ],
      })
      expect(actionLabels(d, 'evolve')).toEqual([])
      expect(actionLabels(d, 'attack')).toEqual(['Attack: Scratch', 'Attack: Ember'])
      expect(actionLabels(d, 'play-trainer')).toEqual(['Play Professor Test'])
    })

    it(`rules.md TS-4, E-3, §2 row 8 (${rules}): on their second turn each player may evolve Pokémon from setup`, () => {
      const d = game({
        rules,
        turn: 3,
        current: 0,
        firstPlayer: 0,
        players: [{ active: 'fire-basic', hand: ['fire-stage1'] }, { active: 'water-basic' }],
      })
      expect(actionLabels(d, 'evolve')).toEqual(['Evolve Flamelet into Flamewing'])
    })
  }

  it('rules.md TS-4, §2 row 6 (modern, real game): on turn 1 the first player gets no attack even with a free attack; the second player does on turn 2', () => {
    const d = playSetup({
      decks: [mono('colorless-basic'), mono('colorless-basic')],
      seed: 9,
      rules: 'modern',
      forcedFlips: [true],
    })
    expect(d.state.turn).toBe(1)
    expect(actionLabels(d, 'attack')).toEqual([])
    d.pick('End turn')
    expect(d.state.turn).toBe(2)
    expect(actionLabels(d, 'attack')).toEqual(['Attack: Pound'])
  })

  it('rules.md TS-4, E-3, §2 rows 6-8 (modern, real game): when the flip winner chooses to go second, the other player has the first-turn limits', () => {
    const d = playSetup(
      { decks: [mono('colorless-basic'), mono('colorless-basic')], seed: 9, rules: 'modern', forcedFlips: [true] },
      { goFirst: false },
    )
    expect(d.state.firstPlayer).toBe(1)
    expect(d.state).toMatchObject({ turn: 1, current: 1 })
    expect(actionLabels(d, 'attack')).toEqual([])
    d.pick('End turn')
    expect(d.state).toMatchObject({ turn: 2, current: 0 })
    expect(actionLabels(d, 'attack')).toEqual(['Attack: Pound'])
  })

  for (const rules of RULES) {
    it(`rules.md TS-4, E-3 (${rules}): turns 1 and 2 are each player's own first turn whoever went first (no evolving)`, () => {
      for (const seat of [0, 1] as const) {
        const other = seat === 0 ? 1 : 0
        const side = {
          active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] },
          hand: ['fire-stage1', 'supporter-draw'],
        }
        const players = (s: 0 | 1) =>
          (s === 0 ? [side, { active: 'water-basic' }] : [{ active: 'water-basic' }, side]) as ScenarioSpec['players']
        // The scenario builder infers who went first from the turn number: turn 1 is `current`'s first turn.
        const first = game({ rules, turn: 1, current: seat, players: players(seat) })
        expect(first.state.firstPlayer).toBe(seat)
        expect(actionLabels(first, 'evolve')).toEqual([])
        expect(actionLabels(first, 'attack')).toEqual(rules === 'modern' ? [] : ['Attack: Scratch', 'Attack: Ember'])
        expect(actionLabels(first, 'play-trainer')).toEqual(rules === 'modern' ? [] : ['Play Professor Test'])
        const second = game({ rules, turn: 2, current: other, players: players(other) })
        expect(second.state.firstPlayer).toBe(seat)
        expect(actionLabels(second, 'evolve')).toEqual([])
        expect(actionLabels(second, 'attack')).toEqual(['Attack: Scratch', 'Attack: Ember'])
        expect(actionLabels(second, 'play-trainer')).toEqual(['Play Professor Test'])
      }
    })
  }

  it('rules.md B-4, §2 row 6 (classic1999, real game): the first player may attack on turn 1', () => {
    const d = playSetup({
      decks: [mono('colorless-basic'), mono('colorless-basic')],
      seed: 9,
      rules: 'classic1999',
      forcedFlips: [true],
    })
    expect(d.state.turn).toBe(1)
    expect(actionLabels(d, 'attack')).toEqual(['Attack: Pound'])
  })

  it('rules.md TS-4, A-1, EN-1, T-ITEM, T-TOOL, T-STAD, R-1, AB-1 (modern): on turn 1 the first player may bench, attach Energy, play Items, Tools and a Stadium, use Abilities and retreat', () => {
    const d = game({
      rules: 'modern',
      turn: 1,
      players: [
        {
          active: 'colorless-basic',
          bench: ['ability-draw'],
          hand: ['water-basic', 'energy-fire', 'item-draw', 'tool-b', 'stadium-a', 'supporter-b'],
          deck: ['energy-grass', 'energy-grass', 'energy-grass', 'energy-grass'],
        },
        OPP,
      ],
    })
    // Only the Supporter (and attacking) are forbidden.
    expect(actionLabels(d, 'play-trainer')).toEqual(['Play Quick Draw', 'Play Test Arena'])
    d.pick('Put Splashling on the Bench')
    d.pick('Attach Fire Energy to Puffball')
    d.pick('Play Quick Draw')
    d.pick('Attach Guard Charm to Puffball')
    d.pick('Play Test Arena')
    d.pick('Use Foresight')
    d.pick('Retreat to Seer')
    const me = d.state.players[0]
    expect(me.bench).toHaveLength(2)
    expect(top(d.state, active(d.state, 0))).toBe('ability-draw')
    expect(d.state.stadium && d.state.cards[d.state.stadium.uid]!.def).toBe('stadium-a')
    expect(d.state.current).toBe(0)
    expect(actionLabels(d, 'attack')).toEqual([])
  })

  it('rules.md B-4, B-7, §2 rows 6-7 (classic1999): on turn 1 the first player may attach Energy, play any Trainer and attack', () => {
    const d = game({
      rules: 'classic1999',
      turn: 1,
      players: [
        {
          active: 'colorless-basic',
          hand: ['energy-fire', 'supporter-b', 'item-draw'],
          deck: Array<string>(6).fill('energy-grass'),
        },
        { active: 'big-basic' },
      ],
    })
    d.pick('Attach Fire Energy to Puffball').pick('Play Coach Test').pick('Play Quick Draw')
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['item-draw', 'supporter-b'])
    d.pick('Attack: Pound')
    expect(d.state.players[1].active!.damage).toBe(10)
  })

  it('rules.md 1.5 TS-4 (modern): on turn 1 the first player may still attach Energy, Bench, play Items and retreat before ending the turn', () => {
    const d = game({
      rules: 'modern',
      turn: 1,
      current: 0,
      players: [
        {
          active: { card: 'fire-basic' },
          bench: ['water-basic'],
          hand: ['energy-fire', 'grass-basic', 'item-draw'],
          deck: fill(5, 'energy-fire'),
        },
        { active: 'water-basic', deck: fill(5, 'energy-fire') },
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
})

describe('TS-4, E-3, T-SUP in a real game (dealt from stacked decks)', () => {
  const deck = [
    'fire-basic',
    'fire-stage1',
    'supporter-b',
    'energy-fire',
    'item-draw',
    ...Array<string>(55).fill('energy-fire'),
  ]
  for (const rules of RULES)
    it(`rules.md TS-4, E-3, T-SUP, §2 rows 7-8 (${rules}): turn by turn, who may play a Supporter and who may evolve`, () => {
      const d = playSetup({ decks: [deck, deck], seed: 11, rules, stackedDecks: true, forcedFlips: [true] })
      const first = d.state.current
      expect(d.state.turn).toBe(1)
      const supporters = () => actionLabels(d, 'play-trainer').filter((l) => l === 'Play Coach Test')
      // Turn 1, the first player: never an evolution; a Supporter only in classic 1999 (no Supporter rule there).
      expect(actionLabels(d, 'evolve')).toEqual([])
      expect(supporters()).toHaveLength(rules === 'modern' ? 0 : 1)
      expect(actionLabels(d, 'attach-energy')).not.toEqual([])
      d.pick('End turn')
      // Turn 2, the second player's own first turn: a Supporter, but no evolution.
      expect(d.state.current).not.toBe(first)
      expect(actionLabels(d, 'evolve')).toEqual([])
      expect(supporters()).toHaveLength(1)
      d.pick('End turn')
      // Turn 3: the first player may evolve the Active placed at setup, and play a Supporter.
      expect(d.state.current).toBe(first)
      expect(actionLabels(d, 'evolve')).toEqual(['Evolve Flamelet into Flamewing'])
      expect(supporters()).toHaveLength(1)
      d.pick('End turn')
      // Turn 4: the second player may evolve now.
      expect(actionLabels(d, 'evolve')).toEqual(['Evolve Flamelet into Flamewing'])
    })
})

describe('TS-5 / TS-6: ending the turn', () => {
  for (const rules of RULES) {
    it(`rules.md TS-5, B-11 (${rules}): attacking is optional; the player may end the turn without attacking`, () => {
      const d = game({
        rules,
        players: [{ active: { card: 'fire-basic', energy: ['energy-fire'] } }, { active: 'water-basic' }],
      })
      expect(d.labels()).toContain('End turn')
      d.pick('End turn')
      expect(d.state.current).toBe(1)
      expect(d.state.turn).toBe(4)
      expect(d.events.some((e) => e.type === 'attack')).toBe(false)
    })

    it(`rules.md TS-6, B-11 (${rules}): once the player attacks the turn is over; nothing else may be done`, () => {
      const d = game({
        rules,
        players: [
          {
            active: { card: 'fire-basic', energy: ['energy-fire'] },
            bench: ['grass-basic'],
            hand: ['energy-fire', 'fire-basic', 'item-draw'],
          },
          { active: 'big-basic' },
        ],
      })
      d.pick('Attack: Scratch')
      expect(d.state.current).toBe(1)
      expect(d.state.pending).toMatchObject({ ask: 'main', seat: 1 })
      // Seat 0 cannot act: an answer to its old menu is refused.
      expect(d.tryPick([0], d.state.pending!.id - 1)).toMatch(/earlier question/)
      expect(d.state.players[0].hand).toHaveLength(3)
    })
  }

  it('rules.md TS-6: after an attack Knocks Out the Active, its owner (not the attacker) acts next, to replace it', () => {
    const d = game({
      players: [
        { active: { card: 'big-basic', energy: ['energy-fire', 'energy-fire'] } },
        { active: 'colorless-basic', bench: ['fire-basic', 'water-basic'] },
      ],
    })
    d.pick('Attack: Rumble').pick('Prize card 1')
    expect(d.state.pending).toMatchObject({ ask: 'promote', seat: 1 })
  })
})

describe('TS-1: actions in any order within their limits', () => {
  it('rules.md TS-1: the main actions can be taken in any order before attacking', () => {
    const d = game({
      players: [
        {
          active: 'fire-basic',
          hand: ['energy-fire', 'water-basic', 'item-draw'],
          deck: ['fire-stage1', 'energy-fire'],
        },
        { active: 'big-basic' },
      ],
    })
    d.pick('Play Quick Draw')
      .pick('Put Splashling on the Bench')
      .pick('Evolve Flamelet into Flamewing')
      .pick('Attach Fire Energy to Flamewing')
    // The other Energy (drawn) cannot be attached: the one-per-turn limit holds across the order.
    expect(actionLabels(d, 'attach-energy')).toEqual([])
    expect(d.state.current).toBe(0)
  })

  it('rules.md Z-4 with TS-2: the opponent sees that a card was drawn, not which one', () => {
    const d = game({ players: [{ active: 'fire-basic' }, { active: 'water-basic', deck: ['energy-water'] }] })
    d.pick('End turn')
    const seen = viewEvents(d.events, 0).find((e) => e.type === 'move' && e.seat === 1 && e.to === 'hand')
    expect(seen).toMatchObject({ type: 'move', card: null, from: 'deck', to: 'hand' })
    const own = viewEvents(d.events, 1).find((e) => e.type === 'move' && e.seat === 1 && e.to === 'hand')
    expect(own).toMatchObject({ card: { def: 'energy-water' } })
  })
})
