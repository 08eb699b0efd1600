/**
 * rules.md §1.12 Winning and losing (W-1…W-4), era rows 35, 36, 37.
 */
import { describe, expect, it } from 'vitest'
import { Driver } from '../testing/scenario'
import { actionLabels } from '../testing/menu'
import { finishSetup } from '../testing/setup-play'
import { attack, engine, eventsOf, filler, game } from './helpers'
import { takePrizes } from '../testing/menu'

const RULES = ['modern', 'classic1999'] as const

/** A tie (both take their last Prize, both keep a Benched Pokémon) whose cards are all `card` and one Blastling. */
function tie(rules: 'modern' | 'classic1999', card: string, flips: boolean[] = []): Driver {
  const d = game({
    rules,
    flips,
    players: [
      { active: 'au-bomb', bench: [card], prizes: [card], deck: filler(10, card) },
      { active: card, bench: [card], prizes: [card], deck: filler(10, card) },
    ],
  })
  d.pick('Attack: Self Destruct')
  expect(d.state.suddenDeath).toBe(1)
  return d
}

describe('rules.md W-1: the three ways to win', () => {
  for (const rules of RULES) {
    it(`rules.md W-1.1 (${rules}): taking the last Prize card wins`, () => {
      const d = game({
        rules,
        players: [
          { active: 'm-fire60', prizes: ['energy-water'] },
          { active: { card: 'fire-basic', damage: 40 }, bench: ['big-basic'] },
        ],
      })
      attack(d, 'Nip')
      expect(d.state.result).toMatchObject({ winner: 0, reason: 'prizes' })
      expect(d.state.phase).toBe('over')
      expect(eventsOf(d.events, 'game-over')).toEqual([expect.objectContaining({ winner: 0, reason: 'prizes' })])
      expect(d.state.pending).toBeNull()
    })

    it(`rules.md W-1.2 / §2 row 35 (${rules}): the opponent having no Pokémon to put in the Active Spot wins`, () => {
      const d = game({ rules, players: [{ active: 'm-fire60' }, { active: { card: 'fire-basic', damage: 40 } }] })
      attack(d, 'Nip').pick('Prize card')
      expect(d.state.result).toMatchObject({ winner: 0, reason: 'no-pokemon' })
    })

    it(`rules.md W-1.3 / §2 row 37 (${rules}): a player who cannot draw at the start of their turn loses`, () => {
      const d = game({ rules, players: [{ active: 'big-basic' }, { active: 'big-basic', deck: [] }] })
      d.pick('End turn')
      expect(d.state.result).toMatchObject({ winner: 0, reason: 'deck-out' })
      expect(eventsOf(d.events, 'turn-start')).toEqual([expect.objectContaining({ seat: 1 })])
    })
  }
  it('rules.md W-1.3: with one card left the draw succeeds and the game goes on', () => {
    const d = game({ players: [{ active: 'big-basic' }, { active: 'big-basic', deck: ['energy-fire'] }] })
    d.pick('End turn')
    expect(d.state.result).toBeNull()
    expect(d.state.players[1].hand).toHaveLength(1)
  })

  for (const rules of RULES) {
    it(`rules.md 1.12 W-1.1, B-13, KO-3 (${rules}): a Confused attacker that Knocks itself Out (tails) gives the opponent its last Prize: the opponent wins`, () => {
      const d = game({
        rules,
        flips: [false],
        players: [
          {
            active: { card: 'fire-basic', damage: 30, energy: ['energy-fire'], conditions: ['confused'] },
            bench: ['grass-basic'],
            deck: filler(5),
          },
          { active: 'big-basic', prizes: ['energy-water'], deck: filler(5) },
        ],
      })
      d.pick('Attack: Scratch')
      expect(d.state.result).toMatchObject({ winner: 1, reason: 'prizes' })
      expect(d.state.players[1].active!.damage).toBe(0)
    })
  }
})

describe('rules.md W-2 / WD-4 / §2 row 37: card-directed draws never lose', () => {
  it('rules.md W-2: an attack told to draw 5 with 2 cards left draws 2 and play continues', () => {
    const d = game({ players: [{ active: 'm-spreader', deck: filler(2) }, { active: 'big-basic' }] })
    attack(d, 'Big Draw')
    expect(d.state.players[0].hand).toHaveLength(2)
    expect(d.state.players[0].deck).toHaveLength(0)
    expect(d.state.result).toBeNull()
    expect(d.state.current).toBe(1)
  })
  it("rules.md W-2 / WD-4: a Trainer told to draw 10 with 3 cards left draws 3; only the next turn's draw loses", () => {
    const d = game({
      players: [{ active: 'big-basic', hand: ['m-bigdraw'], deck: filler(3) }, { active: 'big-basic' }],
    })
    d.pick('Play Huge Draw')
    expect(d.state.players[0].hand).toHaveLength(3)
    expect(d.state.result).toBeNull()
    expect(d.state.pending?.ask).toBe('main')
    d.pick('End turn').pick('End turn')
    expect(d.state.result).toMatchObject({ winner: 1, reason: 'deck-out' })
  })
})

describe('rules.md W-3 / W-4 / §2 row 36: both players win at once', () => {
  for (const rules of RULES) {
    it(`rules.md W-3 (${rules}): winning in two ways beats winning in one`, () => {
      // Self Destruct: seat 0 takes its last Prize and leaves seat 1 with no Pokémon (2 ways);
      // seat 0's own attacker is Knocked Out with no Bench, so seat 1 wins one way.
      const d = game({ rules, players: [{ active: 'm-recoil', prizes: ['energy-water'] }, { active: 'fire-basic' }] })
      attack(d, 'Self Destruct')
      for (let i = 0; i < 5 && d.state.pending; i++) d.pickIndices([0])
      expect(d.state.result).toMatchObject({ winner: 0, reason: 'prizes' })
      expect(d.state.suddenDeath).toBe(0)
    })

    it(`rules.md W-3 / W-4 / §2 row 36 (${rules}): an equal win goes to Sudden Death: a new game with 1 Prize each`, () => {
      // Both take their last Prize from a double Knock Out; both still have Benched Pokémon: one way each.
      const d = game({
        rules,
        players: [
          { active: 'm-recoil', bench: ['fire-basic'], prizes: ['energy-water'], deck: filler(20) },
          { active: 'fire-basic', bench: ['fire-basic'], prizes: ['energy-water'], deck: filler(20) },
        ],
      })
      d.state.players[0].gxUsed = true
      d.state.players[1].vstarUsed = true
      attack(d, 'Self Destruct')
      expect(d.state.result).toBeNull()
      expect(eventsOf(d.events, 'sudden-death')).toEqual([{ type: 'sudden-death', round: 1 }])
      expect(d.state.suddenDeath).toBe(1)
      expect(d.state.phase).toBe('setup')
      finishSetup(d)
      expect(d.state.phase).toBe('main')
      expect(d.state.turn).toBe(1)
      expect(d.state.players[0].prizes).toHaveLength(1)
      expect(d.state.players[1].prizes).toHaveLength(1)
      // A completely new game: every card is back in a deck, hand, Prize or newly placed Pokémon.
      expect(d.state.players[0].discard).toEqual([])
      expect(d.state.players[1].discard).toEqual([])
      // W-4 (inference, rules.md §7.6): once-per-game resources reset.
      expect(d.state.players[0].gxUsed).toBe(false)
      expect(d.state.players[1].vstarUsed).toBe(false)
    })
  }

  for (const rules of RULES) {
    it(`rules.md 1.12 W-3 (${rules}): the player who did NOT attack wins in two ways (last Prize + no Pokémon) against one way`, () => {
      // Seat 0 Knocks Out seat 1's Active (seat 1 has a Bench) and takes its last Prize: one way.
      // Seat 0's Blastling Knocks itself Out and seat 0 has no Bench: seat 1 takes its last Prize and seat 0 has no Pokémon.
      const d = game({
        rules,
        players: [
          { active: 'au-bomb', prizes: ['energy-fire'], deck: filler(5) },
          { active: 'au-glass', bench: ['au-glass'], prizes: ['energy-fire'], deck: filler(5) },
        ],
      })
      d.pick('Attack: Self Destruct')
      expect(d.state.result).toMatchObject({ winner: 1 })
      expect(d.state.suddenDeath).toBe(0)
    })

    it(`rules.md 1.12 W-3, W-4 (${rules}): both players left with no Pokémon (one way each, Prizes left) go to Sudden Death`, () => {
      const d = game({
        rules,
        players: [
          { active: 'au-bomb', deck: filler(10) },
          { active: 'au-glass', deck: filler(10, 'au-glass') },
        ],
      })
      d.pick('Attack: Self Destruct')
      // Each player takes 1 of 6 Prize cards (the player about to take a turn first, KO-7).
      expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 1 })
      d.pickIndices([0])
      expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0 })
      d.pickIndices([0])
      expect(d.state.result).toBeNull()
      expect(eventsOf(d.events, 'sudden-death')).toEqual([{ type: 'sudden-death', round: 1 }])
    })

    it(`rules.md 1.12 W-3, W-4 (${rules}): both players win in two ways (last Prize + no Pokémon each): Sudden Death`, () => {
      const d = game({
        rules,
        players: [
          { active: 'au-bomb', prizes: ['au-glass'], deck: filler(10, 'au-glass') },
          { active: 'au-glass', prizes: ['au-glass'], deck: filler(10, 'au-glass') },
        ],
      })
      d.pick('Attack: Self Destruct')
      expect(d.state.result).toBeNull()
      expect(d.state.suddenDeath).toBe(1)
    })

    it(`rules.md 1.12 W-3, 1.10 (${rules}): both Poisoned Actives Knocked Out in the Checkup, each taking its last Prize: Sudden Death`, () => {
      const d = game({
        rules,
        players: [
          {
            active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] },
            bench: ['fire-basic'],
            prizes: ['fire-basic'],
            deck: filler(10, 'fire-basic'),
          },
          {
            active: { card: 'water-basic', damage: 50, conditions: ['poisoned'] },
            bench: ['water-basic'],
            prizes: ['water-basic'],
            deck: filler(10, 'water-basic'),
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
      const d = game({
        rules,
        players: [
          {
            active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] },
            prizes: ['fire-basic'],
            deck: filler(5),
          },
          {
            active: { card: 'water-basic', damage: 50, conditions: ['poisoned'] },
            bench: ['water-basic'],
            prizes: ['water-basic'],
            deck: filler(5),
          },
        ],
      })
      d.pick('End turn')
      expect(d.state.result).toMatchObject({ winner: 1 })
      expect(d.state.suddenDeath).toBe(0)
    })
  }

  it('rules.md 1.12 W-4, S-1 (modern): Sudden Death starts with a new coin flip before the deal; its winner chooses who goes first', () => {
    const d = tie('modern', 'au-glass', [false])
    const sd = d.events.findIndex((e) => e.type === 'sudden-death')
    const after = d.events.slice(sd + 1)
    expect(after[0]).toMatchObject({ type: 'coin', seat: 0, heads: false, reason: 'Who goes first' })
    expect(d.state.pending).toMatchObject({ ask: 'first-player', seat: 1 })
    expect(d.state.players[0].hand).toHaveLength(0)
    expect(d.state.players[1].hand).toHaveLength(0)
    d.pick('Go second')
    finishSetup(d)
    expect(d.state.firstPlayer).toBe(0)
    expect(d.state).toMatchObject({ turn: 1, current: 0, phase: 'main' })
  })

  it('rules.md 1.12 W-4, B-2, §2 row 1 (classic1999): in Sudden Death the first-player coin flip again comes after the Prize card is placed', () => {
    const d = tie('classic1999', 'au-glass', [true])
    finishSetup(d, {})
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
      finishSetup(d)
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
      finishSetup(d, { goFirst: false })
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
      ...filler(13),
      ...Array<string>(10).fill('au-glass'),
    ]
    const deck1 = [...Array<string>(7).fill('au-glass'), ...filler(13), ...Array<string>(10).fill('au-glass')]
    const { state, events } = engine.newGame({
      decks: [deck0, deck1],
      skipDeckCheck: true, // 30 cards each, 16 Glasslings: a short stacked game
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
    expect(eventsOf(d.events, 'shuffle')).toHaveLength(0) // stacked: no shuffle in the first game
    d.pick('Attack: Self Destruct')
    expect(d.state.suddenDeath).toBe(1)
    const sd = d.events.findIndex((e) => e.type === 'sudden-death')
    const shuffled = eventsOf(d.events.slice(sd + 1), 'shuffle').map((e) => e.seat)
    expect(shuffled).toContain(0)
    expect(shuffled).toContain(1)
  })

  it('rules.md 1.12 W-4, TS-4 (modern): the first-turn rules apply again in Sudden Death (the first player cannot attack on its turn 1)', () => {
    const d = tie('modern', 'au-glass', [true])
    finishSetup(d)
    expect(d.state.turn).toBe(1)
    expect(actionLabels(d, 'attack')).toEqual([])
    d.pick('End turn')
    expect(actionLabels(d, 'attack')).toEqual(['Attack: Poke'])
  })

  it('rules.md 1.12 W-4 (classic1999): a second tie in Sudden Death leads to another Sudden Death', () => {
    // Every card is a Blastling: the first attack of the Sudden Death game is again a double Knock Out with the last Prize each.
    const d = tie('classic1999', 'au-bomb', [true])
    finishSetup(d, { active: 'Blastling' })
    // Make sure both keep a Benched Pokémon, or both lose all Pokémon: either way a tie.
    d.pick('Attack: Self Destruct')
    expect(d.state.result).toBeNull()
    expect(eventsOf(d.events, 'sudden-death').map((e) => e.round)).toEqual([1, 2])
    expect(d.state.suddenDeath).toBe(2)
    finishSetup(d)
    expect(d.state.players[0].prizes).toHaveLength(1)
    expect(d.state.players[1].prizes).toHaveLength(1)
  })

  it('rules.md §7.6, W-4: GX attack and VSTAR Power, used up in the game, are available again in the Sudden Death game', () => {
    const d = game({
      players: [
        {
          active: { card: 'm-recoil', damage: 40 },
          bench: ['m-gx', ...filler(2, 'fire-basic')],
          prizes: ['energy-fire'],
          deck: filler(20),
        },
        {
          active: { card: 'fire-basic', damage: 40 },
          bench: [{ card: ['m-v', 'm-vstar'] }],
          prizes: ['energy-fire'],
          deck: filler(20),
        },
      ],
    })
    for (const p of d.state.players) {
      p.gxUsed = true
      p.vstarUsed = true
    }
    d.state = engine.resume(d.state).state
    attack(d, 'Reckless Charge') // 40 to Flamelet (50 HP, 40 damage) and 20 to itself (60 HP, 40 damage): both Knocked Out
    for (let i = 0; i < 4 && d.state.pending?.ask === 'take-prize'; i++) takePrizes(d)
    expect(d.state.suddenDeath).toBe(1)
    expect(d.state.players.map((p) => [p.gxUsed, p.vstarUsed])).toEqual([
      [false, false],
      [false, false],
    ])
  })
})
