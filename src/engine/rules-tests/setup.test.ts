/**
 * Rules tests for rules.md §1.4 (setup: S-1…S-10) and the era rows about setup (§2 rows 1, 2, 3) for `modern`
 * and `classic1999` (§4.2 B-2, B-3).
 *
 * Not engine-testable: S-1's handshake (cosmetic).
 */
import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../model/events'
import type { Seat } from '../model/types'
import { other } from '../model/types'
import { testDeck } from '../testing/cards'
import { eventsOf, movesOf } from '../testing/events'
import { Driver } from '../testing/scenario'
import { HIDDEN_DECISION_TEXT, viewEvents, viewFor } from '../view'
import { engine, mono, playSetup } from './helpers'

const RULES = ['modern', 'classic1999'] as const
type Rules = (typeof RULES)[number]

/** A deck with 8 Basics in 60 cards: mulligans are common (about 1 opening hand in 3). */
const FEW = testDeck(Array<string>(8).fill('water-basic'), 'energy-water')
/** A deck of only Basic Pokémon (two names): never mulligans, every bonus card is a Basic. */
const ALL_BASIC = [...Array<string>(30).fill('fire-basic'), ...Array<string>(30).fill('grass-basic')]

const BASICS = new Set(['water-basic', 'fire-basic', 'grass-basic', 'colorless-basic'])

/** Mulligans seen in the events: `shared` before any Pokémon was placed, `solo` after (S-9.1 vs S-9.2). */
function mulligans(events: GameEvent[]): { shared: [number, number]; solo: [number, number] } {
  const firstPlace = events.findIndex((e) => e.type === 'move' && e.to === 'active')
  const count = (seat: Seat, solo: boolean) =>
    events.filter(
      (e, i) =>
        e.type === 'mulligan' && e.seat === seat && (firstPlace < 0 || (solo ? i > firstPlace : i < firstPlace)),
    ).length
  return { shared: [count(0, false), count(1, false)], solo: [count(0, true), count(1, true)] }
}

/** The first seed (1..300) whose setup, answered with defaults up to `stopAt`, satisfies `pred`. */
function findGame(
  rules: Rules,
  decks: [string[], string[]],
  pred: (m: ReturnType<typeof mulligans>) => boolean,
  stopAt: 'mulligan-draws' | 'main' = 'mulligan-draws',
) {
  for (let seed = 1; seed <= 300; seed++) {
    const d = playSetup({ decks, seed, rules, forcedFlips: [true] }, {}, stopAt)
    if (pred(mulligans(d.events))) return d
  }
  throw new Error('no seed found')
}

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

describe('S-1 / §2 row 1: who goes first', () => {
  it('rules.md S-1, §2 row 1 (modern): the coin is flipped before anyone shuffles or draws; the winner chooses', () => {
    const { state, events } = engine.newGame({
      decks: [mono('fire-basic'), mono('fire-basic')],
      skipDeckCheck: true,
      seed: 1,
      rules: 'modern',
      forcedFlips: [false],
    })
    expect(events).toEqual([{ type: 'coin', seat: 0, heads: false, reason: 'Who goes first' }])
    expect(state.players[0].hand).toHaveLength(0)
    // Tails: seat 1 won the flip and decides.
    expect(state.pending).toMatchObject({ ask: 'first-player', seat: 1 })
    expect(state.pending!.options.map((o) => o.label)).toEqual(['Go first', 'Go second'])
    const r = engine.step(state, { decision: state.pending!.id, picks: [1] })
    expect(r.ok && r.state.firstPlayer).toBe(0)
  })

  it('rules.md S-1 (modern): the winner may choose to go first', () => {
    const d = playSetup({
      decks: [mono('fire-basic'), mono('fire-basic')],
      seed: 1,
      rules: 'modern',
      forcedFlips: [false],
    })
    expect(d.state.firstPlayer).toBe(1)
    expect(d.state.current).toBe(1)
  })

  it('rules.md B-2, §2 row 1 (classic1999): the coin is flipped after Active, Bench and Prizes are placed, before the reveal', () => {
    const d = playSetup(
      { decks: [mono('fire-basic'), mono('fire-basic')], seed: 1, rules: 'classic1999', forcedFlips: [true] },
      {},
      'first-player',
    )
    expect(d.state.pending).toMatchObject({ ask: 'first-player', seat: 0 })
    // Everything is already placed, face down.
    for (const seat of [0, 1] as const) {
      expect(d.state.players[seat].prizes).toHaveLength(6)
      expect(viewFor(d.state, other(seat)).opponent.active).toMatchObject({ faceDown: true, stack: [] })
    }
    const coin = d.events.findIndex((e) => e.type === 'coin')
    const lastPrize = d.events.map((e) => e.type === 'move' && e.to === 'prizes').lastIndexOf(true)
    expect(coin).toBeGreaterThan(lastPrize)
    expect(d.events.some((e) => e.type === 'reveal')).toBe(false)
    d.pick('Go second')
    expect(d.state.firstPlayer).toBe(1)
    const reveal = d.events.findIndex((e) => e.type === 'reveal')
    expect(reveal).toBeGreaterThan(coin)
  })
})

describe('S-2 … S-7: dealing, placing, Prizes, reveal', () => {
  for (const rules of RULES) {
    it(`rules.md S-2 (${rules}): each player shuffles and draws 7 cards`, () => {
      const d = playSetup(
        { decks: [mono('fire-basic'), mono('fire-basic')], seed: 2, rules, forcedFlips: [true] },
        {},
        'setup-active',
      )
      for (const seat of [0, 1] as const) {
        expect(d.events.some((e) => e.type === 'shuffle' && e.seat === seat)).toBe(true)
        expect(d.state.players[seat].hand).toHaveLength(7)
        expect(d.state.players[seat].deck).toHaveLength(53)
      }
    })

    it(`rules.md S-4, S-5 (${rules}): the player chooses 1 Basic as Active, then up to 5 Basics for the Bench`, () => {
      const d = playSetup(
        { decks: [mono('fire-basic'), mono('fire-basic')], seed: 2, rules, forcedFlips: [true] },
        {},
        'setup-active',
      )
      const p = d.state.pending!
      expect(p).toMatchObject({ ask: 'setup-active', min: 1, max: 1 })
      expect(p.options).toHaveLength(7)
      d.pickIndices([3])
      expect(d.state.pending).toMatchObject({ ask: 'setup-bench', seat: p.seat, min: 0, max: 5 })
      expect(d.state.pending!.options).toHaveLength(6)
      expect(d.tryPick([0, 1, 2, 3, 4, 5])).toMatch(/between 0 and 5/)
      d.pickIndices([0, 1, 2, 3, 4])
      expect(d.state.players[p.seat].active).not.toBeNull()
      expect(d.state.players[p.seat].bench).toHaveLength(5)
      expect(d.state.players[p.seat].hand).toHaveLength(1)
    })

    it(`rules.md S-4 (${rules}): only Basic Pokémon can be placed (not Evolution cards, Energy or Trainers)`, () => {
      const deck = [
        ...Array<string>(20).fill('fire-basic'),
        ...Array<string>(20).fill('fire-stage1'),
        ...Array<string>(20).fill('item-draw'),
      ]
      const d = playSetup({ decks: [deck, deck], seed: 4, rules, forcedFlips: [true] }, {}, 'setup-active')
      const p = d.state.pending!
      expect(p.options.every((o) => o.kind === 'card' && o.def === 'fire-basic')).toBe(true)
    })

    it(`rules.md S-6, Z-7 (${rules}): each player puts the top 6 cards of their own deck face down as Prize cards`, () => {
      const d = playSetup({ decks: [mono('fire-basic'), mono('grass-basic')], seed: 3, rules, forcedFlips: [true] })
      for (const seat of [0, 1] as const) {
        expect(d.state.players[seat].prizes).toHaveLength(6)
        expect(d.state.players[seat].prizes.every((u) => d.state.cards[u]!.owner === seat)).toBe(true)
        // Face down: nobody sees them, not even their owner (B-2: no looking until taken).
        for (const viewer of [0, 1] as const) {
          const v = viewFor(d.state, viewer)
          expect(v.me.prizeCount).toBe(6)
          expect(JSON.stringify(v)).not.toContain('"prizes"')
          const moves = viewEvents(d.events, viewer).filter((e) => e.type === 'move' && e.to === 'prizes')
          expect(moves).toHaveLength(12)
          expect(moves.every((e) => e.type === 'move' && e.card === null)).toBe(true)
        }
      }
    })

    it(`rules.md S-4, S-5, Z-4 (${rules}): Pokémon placed during setup are face down: the opponent cannot see them or the choice`, () => {
      const d = playSetup(
        { decks: [mono('fire-basic'), mono('grass-basic')], seed: 6, rules, forcedFlips: [true] },
        {},
        'setup-active',
      )
      const placer = d.state.pending!.seat
      const watcher = other(placer)
      // The opponent sees that a choice is being made, not the options (the hand).
      expect(viewFor(d.state, watcher).pending).toMatchObject({ ask: 'setup-active', decision: null })
      d.pickIndices([0]).pickIndices([0, 1])
      const v = viewFor(d.state, watcher).opponent
      expect(v.active).toMatchObject({ faceDown: true, stack: [] })
      expect(v.bench).toHaveLength(2)
      expect(v.bench.every((s) => s.faceDown && s.stack.length === 0)).toBe(true)
      const placed = viewEvents(d.events, watcher).filter(
        (e) => e.type === 'move' && e.seat === placer && (e.to === 'active' || e.to === 'bench'),
      )
      expect(placed).toHaveLength(3)
      expect(placed.every((e) => e.type === 'move' && e.card === null)).toBe(true)
      // The owner sees their own face-down Pokémon.
      expect(viewFor(d.state, placer).me.active!.stack).toHaveLength(1)
    })

    it(`rules.md S-7 (${rules}): at the end of setup all Active and Benched Pokémon are turned face up for both players`, () => {
      const d = playSetup(
        { decks: [mono('fire-basic'), mono('grass-basic')], seed: 6, rules, forcedFlips: [true] },
        { bench: 2 },
      )
      expect(d.state.phase).toBe('main')
      for (const seat of [0, 1] as const) {
        const opp = viewFor(d.state, other(seat)).opponent
        expect(opp.active).toMatchObject({ faceDown: false })
        expect(opp.active!.stack[0]!.def).toBe(seat === 0 ? 'fire-basic' : 'grass-basic')
        expect(opp.bench.map((s) => s.stack[0]!.def)).toEqual(Array(2).fill(seat === 0 ? 'fire-basic' : 'grass-basic'))
        const reveal = d.events.find((e) => e.type === 'reveal' && e.seat === seat)
        expect(reveal && reveal.type === 'reveal' && reveal.cards).toHaveLength(3)
      }
    })

    it(`rules.md S-10 (${rules}): setup takes no turn: the game starts at turn 1 with the first player, and the first-turn rules apply then`, () => {
      const d = playSetup(
        { decks: [mono('fire-basic'), mono('fire-basic')], seed: 7, rules, forcedFlips: [true] },
        { goFirst: false },
      )
      expect(d.state.turn).toBe(1)
      expect(d.state.current).toBe(1)
      expect(d.state.players[1].turn).toMatchObject({ energyAttached: false, supporterPlayed: false, retreats: 0 })
    })
  }

  it("rules.md S-10, E-2 (modern): a Pokémon placed during setup may evolve on its owner's second turn", () => {
    const deck = [...Array<string>(30).fill('fire-basic'), ...Array<string>(30).fill('fire-stage1')]
    for (let seed = 1; seed < 100; seed++) {
      const d = playSetup({ decks: [deck, deck], seed, rules: 'modern', forcedFlips: [true] })
      const hand = () => d.state.players[0].hand.map((u) => d.state.cards[u]!.def)
      d.pick('End turn').pick('End turn')
      if (!hand().includes('fire-stage1')) continue
      expect(d.state.turn).toBe(3)
      expect(d.labels()).toContain('Evolve Flamelet into Flamewing')
      return
    }
    throw new Error('no seed found')
  })

  it("rules.md S-4, S-5, B-2 (classic1999): while the coin decides who goes first, each side still sees the other's Pokémon face down, with no HP", () => {
    const d = playSetup(
      { decks: [mono('fire-basic'), mono('grass-basic')], seed: 5, rules: 'classic1999', forcedFlips: [true] },
      { bench: 1 },
      'first-player',
    )
    expect(d.state.pending).toMatchObject({ ask: 'first-player' })
    for (const viewer of [0, 1] as const) {
      const v = viewFor(d.state, viewer, engine.db)
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
      const v = viewFor(d.state, viewer, engine.db)
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
    const v = viewFor(d.state, placer === 0 ? 1 : 0, engine.db)
    expect(v.opponent.active).toMatchObject({ faceDown: true, stack: [] })
    expect(v.opponent.active!.hp).toBeUndefined()
    expect(v.pending).toMatchObject({ ask: 'setup-bench', decision: null, text: HIDDEN_DECISION_TEXT })
  })
})

describe('S-3, S-8, S-9: mulligans', () => {
  for (const rules of RULES) {
    it(`rules.md S-3, S-8, B-3 (${rules}): a player with no Basic reveals the hand to the opponent, shuffles it back and draws 7`, () => {
      const d = findGame(rules, [ALL_BASIC, FEW], (m) => m.solo[1] + m.shared[1] >= 1, 'main')
      const seen = viewEvents(d.events, 0).filter((e) => e.type === 'mulligan' && e.seat === 1)
      expect(seen.length).toBeGreaterThanOrEqual(1)
      for (const e of seen) {
        if (e.type !== 'mulligan') continue
        expect(e.cards).toHaveLength(7)
        expect(e.cards.some((c) => BASICS.has(c.def))).toBe(false)
      }
      const i = d.events.findIndex((e) => e.type === 'mulligan' && e.seat === 1)
      const after = d.events.slice(i + 1)
      const shuffle = after.findIndex((e) => e.type === 'shuffle' && e.seat === 1)
      expect(
        after
          .slice(0, shuffle)
          .filter((e) => e.type === 'move' && e.seat === 1 && e.from === 'hand' && e.to === 'deck'),
      ).toHaveLength(7)
      expect(
        after
          .slice(shuffle + 1, shuffle + 8)
          .every((e) => e.type === 'move' && e.seat === 1 && e.from === 'deck' && e.to === 'hand'),
      ).toBe(true)
      // In the end the player has a Basic and sets up with 7 cards.
      expect(d.state.players[1].active).not.toBeNull()
    })

    it(`rules.md S-9.1, §2 row 3 (${rules}): if neither player has a Basic, both reveal and start over, with no extra cards`, () => {
      const d = findGame(
        rules,
        [FEW, FEW],
        (m) => m.shared[0] >= 1 && m.shared[0] === m.shared[1] && m.solo[0] === 0 && m.solo[1] === 0,
        'main',
      )
      // Both hands were revealed to the other player.
      for (const seat of [0, 1] as const) {
        expect(
          viewEvents(d.events, other(seat)).some(
            (e) => e.type === 'mulligan' && e.seat === seat && e.cards.length === 7,
          ),
        ).toBe(true)
      }
      expect(d.events.some((e) => e.type === 'move' && e.to === 'active')).toBe(true)
      // No bonus draw was offered to anyone: setup went straight to the first turn.
      expect(d.state.phase).toBe('main')
      expect(d.state.turn).toBe(1)
      const first = d.state.firstPlayer
      expect(d.state.players[first].hand.length + d.state.players[first].bench.length).toBe(7) // 7 − Active + 1 draw
    })
  }

  it(`rules.md S-9.2 (modern): only one player has no Basic: the other sets up first, then the first one keeps redrawing`, () => {
    const d = findGame('modern', [ALL_BASIC, FEW], (m) => m.solo[1] >= 1 && m.shared[0] === 0)
    const placed0 = d.events.findIndex((e) => e.type === 'move' && e.seat === 0 && e.to === 'active')
    const firstMulligan1 = d.events.findIndex((e) => e.type === 'mulligan' && e.seat === 1)
    const placed1 = d.events.findIndex((e) => e.type === 'move' && e.seat === 1 && e.to === 'active')
    expect(placed0).toBeGreaterThanOrEqual(0)
    expect(placed0).toBeLessThan(firstMulligan1)
    expect(firstMulligan1).toBeLessThan(placed1)
  })

  it('rules.md B-3, §2 row 2 (classic1999): mulligans and the opponent\'s extra cards ("may then draw") come before anyone places a Pokémon', () => {
    const d = findGame('classic1999', [ALL_BASIC, FEW], (m) => m.shared[1] >= 1)
    // Stopped at the bonus question: nobody has placed a Pokémon or a Prize card yet.
    expect(d.state.pending).toMatchObject({ ask: 'mulligan-draws', seat: 0 })
    expect(d.state.players.map((p) => p.active)).toEqual([null, null])
    expect(d.state.players.map((p) => p.prizes.length)).toEqual([0, 0])
    // Seat 1 redrew until it held a Basic, before any placement.
    expect(d.state.players[1].hand.some((u) => BASICS.has(d.state.cards[u]!.def))).toBe(true)
  })

  it('rules.md B-3, §2 row 2 (classic1999): Basic Pokémon among the extra cards can be placed in setup like the rest of the hand', () => {
    const d = findGame('classic1999', [ALL_BASIC, FEW], (m) => m.shared[1] >= 1)
    const before = new Set(d.state.players[0].hand)
    d.pick('Draw 2')
    const drawn = d.state.players[0].hand.filter((u) => !before.has(u))
    expect(drawn).toHaveLength(2)
    // The hand is all Basics: the Active question offers the extra cards too.
    expect(d.state.pending).toMatchObject({ ask: 'setup-active', seat: 0 })
    const offered = d.decision.options.map((o) => (o.kind === 'card' ? o.uid : -1))
    for (const u of drawn) expect(offered).toContain(u)
  })

  it('rules.md S-9.4, §2 row 2 (modern): the opponent may draw 0..N cards, N = number of extra mulligans', () => {
    const d = findGame('modern', [ALL_BASIC, FEW], (m) => m.solo[1] >= 2)
    const n = mulligans(d.events).solo[1]
    expect(d.state.pending).toMatchObject({ ask: 'mulligan-draws', seat: 0 })
    expect(d.labels()).toEqual(['Draw none', ...Array.from({ length: n }, (_, i) => `Draw ${i + 1}`)])
    const hand = d.state.players[0].hand.length
    d.pick(`Draw ${n}`)
    expect(d.state.players[0].hand.length).toBeGreaterThanOrEqual(hand) // some may go to the Bench next
  })

  it('rules.md S-9.4 (modern): "up to" — the player may draw none', () => {
    const d = findGame('modern', [ALL_BASIC, FEW], (m) => m.solo[1] >= 1)
    const seen = d.events.length
    d.pick('Draw none')
    const bonus = d.events.slice(
      seen,
      d.events.findIndex((e, i) => i >= seen && e.type === 'turn-start'),
    )
    expect(bonus.some((e) => e.type === 'move' && e.seat === 0 && e.to === 'hand')).toBe(false)
    expect(d.state.pending?.ask).toBe('main')
  })

  it('rules.md S-9.4, §2 row 3 (modern): shared mulligans give no extra cards; only the extra ones count', () => {
    const d = findGame('modern', [FEW, FEW], (m) => m.shared[0] >= 1 && m.solo[0] + m.solo[1] >= 1)
    const m = mulligans(d.events)
    const mulliganer: Seat = m.solo[0] > 0 ? 0 : 1
    expect(d.state.pending).toMatchObject({ ask: 'mulligan-draws', seat: other(mulliganer) })
    expect(d.decision.options).toHaveLength(m.solo[mulliganer] + 1)
  })

  it('rules.md S-9.4, §2 row 2 (modern): Basic Pokémon among the extra cards may be put onto the Bench (only those cards)', () => {
    const d = findGame('modern', [ALL_BASIC, FEW], (m) => m.solo[1] >= 2)
    const before = new Set(d.state.players[0].hand)
    d.pick('Draw 2')
    const drawn = d.state.players[0].hand.filter((u) => !before.has(u))
    expect(drawn).toHaveLength(2)
    expect(d.state.pending).toMatchObject({ ask: 'setup-bench', seat: 0, min: 0, max: 2 })
    expect(d.decision.options.map((o) => (o.kind === 'card' ? o.uid : -1)).sort()).toEqual([...drawn].sort())
    d.pickIndices([0, 1])
    expect(d.state.players[0].bench).toHaveLength(2)
  })

  it('rules.md S-9.2, S-9.4 (modern): the bonus draw comes after both players finished setup, Prizes included', () => {
    const d = findGame('modern', [ALL_BASIC, FEW], (m) => m.solo[1] >= 1)
    expect(d.state.pending?.ask).toBe('mulligan-draws')
    expect(d.state.players[0].prizes).toHaveLength(6)
    expect(d.state.players[1].prizes).toHaveLength(6)
    expect(d.state.players[1].active).not.toBeNull()
  })

  it('rules.md B-3, §2 row 2 (classic1999): after each mulligan the opponent may draw up to 2 extra cards, into the hand ([004] "za każdym razem")', () => {
    // [004]: "Twój przeciwnik może wtedy pobrać do dwóch dodatkowych kart. Jeżeli nadal nie będziesz mieć w ręku
    // karty Podstawowego Pokémona, powtórzysz ten sam proces, lecz twój przeciwnik za każdym razem może pobrać do
    // dwóch dodatkowych kart!" — one offer of 0…2 right after each redraw, not one of 0…2n after all of them.
    for (let seed = 1; seed <= 300; seed++) {
      const d = playSetup(
        { decks: [ALL_BASIC, FEW], seed, rules: 'classic1999', forcedFlips: [true] },
        {},
        'setup-active',
      )
      if (mulligans(d.events).shared[1] < 2) continue
      const r = playSetup(
        { decks: [ALL_BASIC, FEW], seed, rules: 'classic1999', forcedFlips: [true] },
        {},
        'mulligan-draws',
      )
      let offers = 0
      let drawn = 0
      while (r.state.pending?.ask === 'mulligan-draws') {
        // Each offer follows a mulligan of seat 1 that has not been answered yet.
        expect(mulligans(r.events).shared[1]).toBe(offers + 1)
        expect(r.state.pending).toMatchObject({ seat: 0 })
        expect(r.labels()).toEqual(['Draw none', 'Draw 1', 'Draw 2'])
        const hand = r.state.players[0].hand.length
        const take = offers % 2 === 0 ? 2 : 1
        r.pick(`Draw ${take}`)
        drawn += take
        expect(r.state.players[0].hand).toHaveLength(hand + take)
        offers++
      }
      expect(offers).toBe(mulligans(r.events).shared[1])
      expect(offers).toBeGreaterThanOrEqual(2)
      expect(r.state.players[0].hand).toHaveLength(7 + drawn)
      // They join the hand before setup; there is no separate Bench question for them.
      expect(r.state.pending?.ask).toBe('setup-active')
      return
    }
    throw new Error('no seed found')
  })

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
    expect(eventsOf(d.events, 'mulligan').filter((e) => e.seat === 0).length).toBeGreaterThanOrEqual(n)
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
    const reveal = eventsOf(d.events, 'reveal').find((e) => e.seat === 0)
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
    expect(eventsOf(d.events, 'coin')).toHaveLength(0)
    d.pick('Draw none')
    // Then both set up (the Active questions), and only then is the coin flipped.
    while (d.state.pending && d.state.pending.ask !== 'first-player') {
      expect(d.state.pending.ask).toMatch(/^setup-/)
      expect(eventsOf(d.events, 'coin')).toHaveLength(0)
      d.pickIndices(d.state.pending.ask === 'setup-active' ? [0] : [])
    }
    expect(d.state.pending).toMatchObject({ ask: 'first-player' })
    expect(eventsOf(d.events, 'coin')).toHaveLength(1)
  })

  it('rules.md S-8, S-9.4, S-4/S-5 (modern): the mulligan hand is shown; the bonus card drawn and benched stays face down for the opponent until the reveal', () => {
    const decks: [string[], string[]] = [
      mono('grass-basic'),
      [...Array<string>(7).fill('energy-water'), ...Array<string>(53).fill('water-basic')],
    ]
    const first = engine.newGame({
      decks,
      seed: 3,
      rules: 'modern',
      forcedFlips: [true],
      stackedDecks: true,
      skipDeckCheck: true,
    })
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
