/**
 * Audit of rules.md §2 (the era table) and §4.2 (Base Set extras), row by row, for what the other rules tests
 * (era-rows, setup, turn, actions, audit-*) leave out: each test fails if the engine used another era's value.
 * The `ex2003` profile is checked against the EX column where its value differs from both implemented rule sets.
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { TrainerDef } from '../model/card'
import { makeCardDb } from '../model/card'
import type { GameEvent } from '../model/events'
import { ruleSet } from '../rules/profile'
import { TEST_CARDS } from '../testing/cards'
import { Driver, scenario } from '../testing/scenario'
import type { ScenarioSpec } from '../testing/scenario'
import { RULES_CARDS } from './cards'
import { actionLabels, mono } from './helpers'

const RULES = ['modern', 'classic1999'] as const

/** Base Set Defender style: "Damage done to that Pokémon by attacks is reduced by 20". */
const SHIELD: TrainerDef = {
  kind: 'trainer',
  id: 'aer-shield',
  name: 'Era Shield',
  trainerKind: 'tool',
  hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 20 : d.amount) },
}

const engine = createEngine(makeCardDb([...TEST_CARDS, ...RULES_CARDS, SHIELD]))
const drive = (spec: ScenarioSpec): Driver =>
  new Driver(
    engine,
    scenario(engine, {
      ...spec,
      players: spec.players.map((p) => ({ deck: Array<string>(10).fill('restored'), ...p })) as ScenarioSpec['players'],
    }),
  )
const coins = (events: GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: 'coin' }> => e.type === 'coin')
const defOf = (d: Driver, uid: number) => d.state.cards[uid]!.def

describe('rules.md §2 row 37, B-15: only the start-of-turn draw can lose', () => {
  it("rules.md §2 row 37, B-15 (classic1999): a Trainer that draws more cards than the deck holds draws what is there; the player loses only when the next turn's draw fails", () => {
    const d = drive({
      rules: 'classic1999',
      players: [{ active: 'big-basic', hand: ['supporter-draw'], deck: ['energy-fire'] }, { active: 'big-basic' }],
    })
    d.pick('Play Professor Test')
    expect(d.state.players[0].deck).toHaveLength(0)
    expect(d.state.players[0].hand.map((u) => defOf(d, u))).toEqual(['energy-fire'])
    expect(d.state.result).toBeNull()
    expect(d.state.pending).toMatchObject({ ask: 'main', seat: 0 })
    d.pick('End turn')
    expect(d.state.result).toBeNull()
    expect(d.state.current).toBe(1)
    d.pick('End turn')
    expect(d.state.result).toMatchObject({ winner: 1, reason: 'deck-out' })
  })
})

describe('rules.md §2 row 14, B-17: Poison is not damage from an attack', () => {
  for (const rules of RULES) {
    it(`rules.md §2 row 14, B-17 (${rules}): a "damage done by attacks is reduced by 20" Tool does not reduce the Poison damage`, () => {
      const d = drive({
        rules,
        players: [
          { active: { card: 'big-basic', tools: ['aer-shield'], conditions: ['poisoned'] } },
          { active: 'big-basic' },
        ],
      })
      d.pick('End turn')
      // modern: 1 damage counter; classic1999: 10 damage. Both are 10, neither is reduced to 0.
      expect(d.state.players[0].active!.damage).toBe(10)
    })
  }
})

describe('rules.md §2 row 11, B-9: a Confused Pokémon that retreats (classic1999)', () => {
  it('rules.md §2 row 11, B-9 (classic1999): heads, the Pokémon moves to the Bench and loses Poison along with Confusion', () => {
    const d = drive({
      rules: 'classic1999',
      flips: [true],
      players: [
        {
          active: { card: 'fire-basic', conditions: ['confused', 'poisoned'], energy: ['energy-fire'] },
          bench: ['water-basic'],
        },
        { active: 'big-basic' },
      ],
    })
    d.pick('Retreat to Splashling')
    expect(d.state.players[0].bench[0]!.conditions).toMatchObject({ rotation: null, poisoned: false })
    d.pick('End turn')
    expect(d.state.players[0].bench[0]!.damage).toBe(0)
  })

  it('rules.md §2 row 11, B-9, B-17 (classic1999): tails, it stays Confused and Poisoned; it may still attack, and the attack makes its own Confusion flip', () => {
    const d = drive({
      rules: 'classic1999',
      flips: [false, true],
      players: [
        {
          active: {
            card: 'fire-basic',
            conditions: ['confused', 'poisoned'],
            energy: ['energy-fire', 'energy-fire', 'energy-fire'],
          },
          bench: ['water-basic'],
        },
        { active: 'big-basic' },
      ],
    })
    d.pick('Retreat to Splashling')
    expect(d.state.players[0].active!.conditions).toMatchObject({ rotation: 'confused', poisoned: true })
    expect(actionLabels(d, 'retreat')).toEqual([])
    d.pick('Attack: Ember')
    expect(coins(d.events)).toHaveLength(2)
    expect(d.state.players[1].active!.damage).toBe(30)
    // The between-turns step then Poisons it for 10 (B-16).
    expect(d.state.players[0].active!.damage).toBe(10)
  })
})

describe('rules.md §2 row 12: a Confused Pokémon flips tails', () => {
  for (const rules of RULES) {
    it(`rules.md §2 row 12 (${rules}): the self-hit is 3 counters (modern) or 20 damage (classic1999): a Pokémon with 30 HP left is Knocked Out only in modern`, () => {
      const d = drive({
        rules,
        flips: [false],
        players: [
          {
            active: {
              card: 'fire-basic',
              damage: 20,
              conditions: ['confused'],
              energy: ['energy-fire', 'energy-fire'],
            },
            bench: ['water-basic'],
          },
          { active: 'big-basic' },
        ],
      })
      d.pick('Attack: Ember')
      expect(d.state.players[1].active!.damage).toBe(0)
      if (rules === 'modern') {
        // 20 + 30 = 50 ≥ 50 HP: Knocked Out, the opponent takes a Prize.
        expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 1 })
      } else {
        // 20 + 20 = 40 < 50 HP: still in play, and the turn passed.
        expect(d.state.players[0].active!.damage).toBe(40)
        expect(d.state.pending).toMatchObject({ ask: 'main', seat: 1 })
      }
    })
  }
})

describe('rules.md §2 rows 5, 12, 15: the ex2003 profile (EX column)', () => {
  it('rules.md §2 row 5 (ex2003): the first player skips the draw on the first turn of the game; the second player draws', () => {
    const { state, events } = engine.newGame({
      decks: [mono('fire-basic'), mono('fire-basic')],
      seed: 3,
      rules: 'ex2003',
      forcedFlips: [true],
    })
    const d = new Driver(engine, state)
    d.events.push(...events)
    for (let guard = 0; d.state.pending && d.state.pending.ask !== 'main' && guard < 20; guard++) {
      const p = d.state.pending
      if (p.ask === 'first-player') d.pick('Go first')
      else if (p.ask === 'setup-active') d.pickIndices([0])
      else d.pickIndices([])
    }
    expect(d.state.turn).toBe(1)
    const first = d.state.current
    expect(d.state.players[first].hand).toHaveLength(6) // 7 − Active, no draw
    expect(d.state.players[first].deck).toHaveLength(60 - 7 - 6)
    d.pick('End turn')
    expect(d.state.turn).toBe(2)
    expect(d.state.players[d.state.current].deck).toHaveLength(60 - 7 - 6 - 1)
  })

  it('rules.md §2 row 15, §4.1 (ex2003): Burn flips after the turn: tails 2 counters, heads none; it stays either way', () => {
    for (const heads of [false, true]) {
      const d = drive({
        rules: 'ex2003',
        flips: [heads],
        players: [{ active: { card: 'big-basic', conditions: ['burned'] } }, { active: 'big-basic' }],
      })
      d.pick('End turn')
      expect(d.state.players[0].active!.damage).toBe(heads ? 0 : 20)
      expect(d.state.players[0].active!.conditions.burned).toBe(true)
    }
  })

  it('rules.md §2 rows 1-2, 5-7, 10-12, 14-15, 21-23, 31, 33-34, 38 (ex2003): the profile holds the EX values where they differ from modern or classic1999', () => {
    const ex = ruleSet('ex2003')
    expect(ex).toMatchObject({
      coinFlip: 'before-deal',
      mulliganBonusPerMulligan: 1,
      mulliganBonusTiming: 'before-placement',
      mulliganBonusMayBench: false,
      firstPlayerDrawsTurn1: false,
      firstPlayerMayAttackTurn1: true,
      firstPlayerMaySupporterTurn1: true,
      retreatsPerTurn: 1,
      confusedRetreatFlip: false,
      confusionTails: { kind: 'counters', counters: 3 },
      poisonCounters: 1,
      burn: 'flip-tails-counters',
      weaknessDefault: 2,
      resistanceDefault: 30,
      // Row 23 (EX): base → attacker effects → ×2 Weakness → −30 Resistance → defender effects.
      weaknessBeforeAttackerModifiers: false,
      doubleKnockOutFirst: 'next-player',
      abilityTerm: 'Poké-Power',
      prizes: 6,
      benchSize: 5,
    })
  })
})
