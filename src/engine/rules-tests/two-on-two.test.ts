/**
 * 2-on-2 Battle (seed [003], Appendix A "2-on-2 Battle Rules"; GameSetup.format 'double', model/format.ts): each test
 * cites the paragraph it checks and fails if the engine played the 1-on-1 game instead.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { fill, harness } from '../testing/harness'
import { mono } from '../testing/setup-play'
import type { MainAction } from '../model/decision'
import type { Driver } from '../testing/scenario'
import { viewFor } from '../view'

const db = makeCardDb(TEST_CARDS)
const { engine, game, playSetup } = harness(db, { rules: 'ex2003', deck: fill(10, 'energy-fire') })

const attacks = (d: Driver): MainAction[] =>
  d.decision.options.flatMap((o) => (o.kind === 'action' && o.action.type === 'attack' ? [o.action] : []))
const retreats = (d: Driver): MainAction[] =>
  d.decision.options.flatMap((o) => (o.kind === 'action' && o.action.type === 'retreat' ? [o.action] : []))
const names = (d: Driver, seat: 0 | 1): (string | null)[] => {
  const p = d.state.players[seat]
  return [p.active, p.secondActive ?? null].map((s) => (s ? engine.db.get(d.state.cards[s.stack[0]!]!.def).name : null))
}

describe('Appendix A "Starting the Game": two Active Pokémon, a Bench of 4', () => {
  it('a hand with two or more Basic Pokémon puts two into play as Active Pokémon', () => {
    const d = playSetup({
      decks: [mono('fire-basic'), mono('water-basic')],
      seed: 3,
      rules: 'ex2003',
      format: 'double',
    })
    for (const seat of [0, 1] as const) {
      expect(d.state.players[seat].active).not.toBeNull()
      expect(d.state.players[seat].secondActive).toBeDefined()
    }
    expect(d.state.format).toBe('double')
  })

  it('rules.md S-7: both Actives are placed face down; the opponent sees neither card until the reveal', () => {
    const d = playSetup(
      { decks: [mono('fire-basic'), mono('water-basic')], seed: 3, rules: 'ex2003', format: 'double' },
      {},
      'setup-bench',
    )
    const seat = d.decision.seat
    const mine = viewFor(d.state, seat).me
    expect(mine.secondActive?.stack).toHaveLength(1)
    const theirs = viewFor(d.state, seat === 0 ? 1 : 0)
    expect(theirs.format).toBe('double')
    expect(theirs.opponent.secondActive).toMatchObject({ faceDown: true, stack: [] })
    expect(theirs.opponent.active).toMatchObject({ faceDown: true, stack: [] })
  })

  it('"Benched Pokémon": up to 4 Basic Pokémon go to the Bench at setup, not 5', () => {
    const d = playSetup(
      { decks: [mono('fire-basic'), mono('water-basic')], seed: 3, rules: 'ex2003', format: 'double' },
      {},
      'setup-bench',
    )
    expect(d.decision.max).toBe(4)
  })

  it('the 1-on-1 game is unchanged: one Active, a Bench of 5, no second spot', () => {
    const d = playSetup(
      { decks: [mono('fire-basic'), mono('water-basic')], seed: 3, rules: 'ex2003' },
      {},
      'setup-bench',
    )
    expect(d.decision.max).toBe(5)
    expect(d.state.players[0].secondActive).toBeUndefined()
    expect(d.state.format).toBeUndefined()
  })

  it('"only one Basic Pokémon in your hand": the game starts with one Active Pokémon and goes on', () => {
    // Stacked decks: each opening hand holds one Basic and six Energy.
    const deck = ['fire-basic', ...fill(6, 'energy-fire'), ...fill(53, 'fire-basic')]
    const d = playSetup({ decks: [deck, deck], seed: 1, rules: 'ex2003', format: 'double', stackedDecks: true })
    expect(d.state.phase).toBe('main')
    // The first player drew a Basic for the turn: it is not yet benched, so the second spot is still empty.
    for (const seat of [0, 1] as const) {
      expect(d.state.players[seat].active).not.toBeNull()
      expect(d.state.players[seat].secondActive).toBeUndefined()
    }
  })

  it('"Benched Pokémon": no Basic Pokémon goes to a Bench of 4 during the game', () => {
    const d = game({
      format: 'double',
      players: [
        { active: 'fire-basic', secondActive: 'fire-basic', bench: fill(4, 'colorless-basic'), hand: ['water-basic'] },
        { active: 'water-basic' },
      ],
    })
    expect(d.labels().some((l) => l.includes('on the Bench'))).toBe(false)
  })
})

describe('Appendix A "Only One Active Pokémon?": an empty Active Spot is filled from the Bench', () => {
  it('a Basic Pokémon benched while one spot is empty goes into the battlefield', () => {
    const d = game({
      format: 'double',
      players: [{ active: 'fire-basic', hand: ['water-basic'] }, { active: 'grass-basic' }],
    })
    d.act('bench')
    expect(names(d, 0)).toEqual(['Flamelet', 'Splashling'])
    expect(d.state.players[0].bench).toHaveLength(0)
  })

  it('with several Benched Pokémon the owner chooses which one fills the spot', () => {
    const d = game({
      format: 'double',
      players: [{ active: 'fire-basic', bench: ['grass-basic'], hand: ['water-basic'] }, { active: 'big-basic' }],
    })
    d.act('bench')
    expect(d.decision.ask).toBe('promote')
    d.pick('Splashling')
    expect(names(d, 0)).toEqual(['Flamelet', 'Splashling'])
    expect(d.state.players[0].bench).toHaveLength(1)
  })
})

describe('Appendix A "Attack!": the attacker and the Defending Pokémon are chosen', () => {
  const twoOnTwo = () =>
    game({
      format: 'double',
      players: [
        {
          active: { card: 'grass-basic', energy: ['energy-grass'] },
          secondActive: { card: 'water-basic', energy: ['energy-water'] },
        },
        { active: 'big-basic', secondActive: 'fire-basic', bench: ['colorless-basic', 'grass-basic'] },
      ],
    })

  it('every usable attack of each Active is offered against each of the opponent’s Active Pokémon', () => {
    const d = twoOnTwo()
    expect(attacks(d)).toEqual([
      { type: 'attack', index: 0 },
      { type: 'attack', index: 0, target: 1 },
      { type: 'attack', index: 0, attacker: 1 },
      { type: 'attack', index: 0, attacker: 1, target: 1 },
    ])
  })

  it('the chosen Active attacks the chosen Defending Pokémon, with its Weakness; the other one is untouched', () => {
    const d = twoOnTwo()
    d.act('attack', (a) => a.type === 'attack' && a.attacker === 1 && a.target === 1)
    // Splashling's Bubble (20) on Flamelet, weak to Water (×2): 40 damage, on the Pokémon chosen only.
    const p1 = d.state.players[1]
    const hit = [p1.active!, p1.secondActive!].find((s) => s.damage > 0)!
    expect(engine.db.get(d.state.cards[hit.stack[0]!]!.def).name).toBe('Flamelet')
    expect(hit.damage).toBe(40)
    expect([p1.active!, p1.secondActive!].filter((s) => s.damage > 0)).toHaveLength(1)
  })

  it('"Knock Outs": a Knocked Out Defending Pokémon gives a Prize and its spot is filled from the Bench', () => {
    const d = game({
      format: 'double',
      players: [
        { active: { card: 'water-basic', energy: ['energy-water'] }, secondActive: 'grass-basic' },
        {
          active: 'big-basic',
          secondActive: { card: 'fire-basic', damage: 20 },
          bench: ['colorless-basic', 'grass-basic'],
        },
      ],
    })
    d.act('attack', (a) => a.type === 'attack' && a.target === 1)
    if (d.decision.ask === 'take-prize') d.pickIndices([0])
    expect(d.state.players[0].prizes).toHaveLength(5)
    expect(d.decision).toMatchObject({ ask: 'promote', seat: 1 })
    d.pick('Leaflet')
    expect(names(d, 1)).toEqual(['Boulderback', 'Leaflet'])
    expect(d.state.result).toBeNull()
  })

  it('"Even if you only have one Active Pokémon, you can still continue": a Knock Out with an empty Bench is no loss', () => {
    const d = game({
      format: 'double',
      players: [
        { active: { card: 'water-basic', energy: ['energy-water'] }, secondActive: 'grass-basic' },
        { active: 'big-basic', secondActive: { card: 'fire-basic', damage: 20 } },
      ],
    })
    d.act('attack', (a) => a.type === 'attack' && a.target === 1)
    if (d.decision.ask === 'take-prize') d.pickIndices([0])
    expect(d.state.result).toBeNull()
    expect(names(d, 1)).toEqual(['Boulderback', null])
  })

  it('a player whose last Active Pokémon is Knocked Out with an empty Bench loses (rules.md W-1)', () => {
    const d = game({
      format: 'double',
      players: [
        { active: { card: 'water-basic', energy: ['energy-water'] }, secondActive: 'grass-basic' },
        { active: { card: 'fire-basic', damage: 20 } },
      ],
    })
    d.act('attack')
    if (d.state.pending?.ask === 'take-prize') d.pickIndices([0])
    expect(d.state.result).toMatchObject({ winner: 0, reason: 'no-pokemon' })
  })
})

describe('Appendix A "Pokémon with Special Conditions"', () => {
  it('"When one of your Active Pokémon gets Paralyzed […] You can still attack with your other Pokémon"', () => {
    const d = game({
      format: 'double',
      players: [
        {
          active: { card: 'grass-basic', energy: ['energy-grass'], conditions: ['paralyzed'] },
          secondActive: { card: 'water-basic', energy: ['energy-water'] },
        },
        { active: 'big-basic' },
      ],
    })
    expect(attacks(d)).toEqual([{ type: 'attack', index: 0, attacker: 1 }])
  })

  it('the Checkup affects both Active Pokémon of each player (Poison on each)', () => {
    const d = game({
      format: 'double',
      players: [
        {
          active: { card: 'big-basic', conditions: ['poisoned'] },
          secondActive: { card: 'grass-basic', conditions: ['poisoned'] },
        },
        { active: 'big-basic', secondActive: { card: 'water-basic', conditions: ['poisoned'] } },
      ],
    })
    d.act('end-turn')
    // Both of player 0's Actives have a step: it picks the order (next describe); player 1 has one Poisoned.
    expect(d.decision).toMatchObject({ ask: 'choose-target', seat: 0 })
    d.pickIndices([0])
    const p0 = d.state.players[0]
    const p1 = d.state.players[1]
    expect([p0.active!.damage, p0.secondActive!.damage]).toEqual([10, 10])
    expect([p1.active!.damage, p1.secondActive!.damage]).toEqual([0, 10])
  })

  it('each Active recovers from Paralysis at the Checkup after its owner’s turn', () => {
    const d = game({
      format: 'double',
      players: [
        {
          active: { card: 'big-basic', conditions: ['paralyzed'] },
          secondActive: { card: 'grass-basic', conditions: ['paralyzed'] },
        },
        { active: 'big-basic' },
      ],
    })
    d.act('end-turn')
    const p0 = d.state.players[0]
    expect([p0.active!.conditions.rotation, p0.secondActive!.conditions.rotation]).toEqual([null, null])
  })
})

describe('Appendix A "Pokémon with Special Conditions": "in whatever order you would like"', () => {
  // "When both of your Pokémon are Asleep, Burned, Confused, or Poisoned, you can make an attempt to recover or
  // avoid damage in whatever order you would like."
  const bothAsleep = (flips: boolean[]) =>
    game({
      format: 'double',
      flips,
      players: [
        {
          active: { card: 'big-basic', conditions: ['asleep'] },
          secondActive: { card: 'grass-basic', conditions: ['asleep'] },
        },
        { active: 'big-basic' },
      ],
    })
  const asleep = (d: Driver) =>
    [d.state.players[0].active!, d.state.players[0].secondActive!].map((s) => s.conditions.rotation)

  it('both Actives Asleep: the owner is asked which goes first, with both spots as options', () => {
    const d = bothAsleep([true, false]).act('end-turn')
    expect(d.decision).toMatchObject({ ask: 'choose-target', seat: 0, min: 1, max: 1, publicOptions: true })
    expect(d.decision.options).toMatchObject([
      { kind: 'slot', ref: { seat: 0, zone: 'active' }, label: 'Boulderback (Asleep)' },
      { kind: 'slot', ref: { seat: 0, zone: 'active', spot: 1 }, label: 'Leaflet (Asleep)' },
    ])
  })

  it('the chosen Pokémon takes the first coin: heads then tails wakes the one picked first', () => {
    // The same coins (heads, then tails): the order the player picks decides which Pokémon wakes up.
    const first = bothAsleep([true, false]).act('end-turn').pick('Boulderback')
    expect(asleep(first)).toEqual([null, 'asleep'])
    const second = bothAsleep([true, false]).act('end-turn').pick('Leaflet')
    expect(asleep(second)).toEqual(['asleep', null])
  })

  it('the other player orders its own Actives (Poisoned and Burned) after the player whose turn ended', () => {
    const d = game({
      format: 'double',
      players: [
        { active: 'big-basic' },
        {
          active: { card: 'big-basic', conditions: ['poisoned'] },
          secondActive: { card: 'grass-basic', conditions: ['burned'] },
        },
      ],
      flips: [false],
    }).act('end-turn')
    expect(d.decision).toMatchObject({ ask: 'choose-target', seat: 1 })
    expect(d.labels()).toEqual(['Boulderback (Poisoned)', 'Leaflet (Burned)'])
    d.pick('Leaflet')
    const p1 = d.state.players[1]
    expect([p1.active!.damage, p1.secondActive!.damage]).toEqual([10, 20]) // ex2003 Burn: a flip, tails: 20
  })

  it('nothing is asked when only one Active has a step (the other Confused or Paralyzed), nor in 1-on-1', () => {
    const one = game({
      format: 'double',
      flips: [true],
      players: [
        {
          active: { card: 'big-basic', conditions: ['asleep'] },
          secondActive: { card: 'grass-basic', conditions: ['confused'] },
        },
        { active: 'big-basic', secondActive: { card: 'water-basic', conditions: ['paralyzed'] } },
      ],
    }).act('end-turn')
    expect(one.decision).toMatchObject({ ask: 'main', seat: 1 })
    expect(one.state.players[0].active!.conditions.rotation).toBeNull()
    const single = game({
      flips: [true],
      players: [{ active: { card: 'big-basic', conditions: ['asleep', 'poisoned'] } }, { active: 'big-basic' }],
    }).act('end-turn')
    expect(single.decision).toMatchObject({ ask: 'main', seat: 1 })
  })
})

describe('Appendix A "Retreat!": "you can only retreat once per turn, even if you have two Active Pokémon"', () => {
  const d = () =>
    game({
      format: 'double',
      players: [
        {
          active: { card: 'fire-basic', energy: ['energy-fire'] },
          secondActive: { card: 'water-basic', energy: ['energy-water'] },
          bench: ['colorless-basic', 'grass-basic'],
        },
        { active: 'big-basic' },
      ],
    })

  it('either Active may retreat to any Benched Pokémon', () => {
    expect(retreats(d())).toEqual([
      { type: 'retreat', to: 0 },
      { type: 'retreat', to: 1 },
      { type: 'retreat', to: 0, from: 1 },
      { type: 'retreat', to: 1, from: 1 },
    ])
  })

  it('after one retreat the other Active cannot retreat this turn', () => {
    const g = d()
    g.act('retreat', (a) => a.type === 'retreat' && a.from === 1 && a.to === 0)
    expect(names(g, 0)).toContain('Puffball')
    expect(names(g, 0)).toContain('Flamelet')
    expect(retreats(g)).toEqual([])
  })
})

describe('the state keeps the format', () => {
  it('a second Active Pokémon outside a 2-on-2 Battle is refused as a damaged state', () => {
    const d = game({
      format: 'double',
      players: [{ active: 'fire-basic', secondActive: 'grass-basic' }, { active: 'big-basic' }],
    })
    const single = { ...d.snapshot(), format: undefined }
    delete single.format
    expect(() => engine.load(JSON.parse(JSON.stringify(single)))).toThrow(
      /second Active Pokémon outside a 2-on-2 Battle/,
    )
    expect(() => engine.load(JSON.parse(JSON.stringify(d.state)))).not.toThrow()
  })
})
