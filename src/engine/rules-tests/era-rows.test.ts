/**
 * Era-table rows of rules.md §2 not covered elsewhere, for `modern` and `classic1999` (rows 11, 12, 14, 37, 38,
 * 40-45), with the Base Set rules they restate (§4.2 B-6, B-9, B-13 to B-17): each test fails if the engine used
 * another era's value. The `ex2003` profile is checked against the EX column where its value differs from both.
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { PokemonDef } from '../api/card'
import { makeCardDb } from '../api/card'
import { ruleSet } from '../rules/profile'
import { viewFor } from '../view'
import { Driver, scenario } from '../testing/scenario'
import { TEST_CARDS } from '../testing/cards'
import { coins } from '../testing/events'
import { pile } from '../testing/read'
import { actionLabels, game, mono, playSetup } from './helpers'

const RULES = ['modern', 'classic1999'] as const
const OPP = { active: 'water-basic' }

describe('rules.md §2 row 11, B-9: a Confused Pokémon that retreats (classic1999)', () => {
  it('rules.md §2 row 11, B-9 (classic1999): heads, the Pokémon moves to the Bench and loses Poison along with Confusion', () => {
    const d = game({
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
    const d = game({
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
      const d = game({
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

describe('rules.md §2 row 14, B-17: Poison is not damage from an attack', () => {
  for (const rules of RULES) {
    it(`rules.md §2 row 14, B-17 (${rules}): a "damage done by attacks is reduced by 20" Tool does not reduce the Poison damage`, () => {
      const d = game({
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

describe('rules.md §2 row 37, B-15: only the start-of-turn draw can lose', () => {
  it("rules.md §2 row 37, B-15 (classic1999): a Trainer that draws more cards than the deck holds draws what is there; the player loses only when the next turn's draw fails", () => {
    const d = game({
      rules: 'classic1999',
      players: [{ active: 'big-basic', hand: ['supporter-draw'], deck: ['energy-fire'] }, { active: 'big-basic' }],
    })
    d.pick('Play Professor Test')
    expect(d.state.players[0].deck).toHaveLength(0)
    expect(pile(d.state, 0, 'hand')).toEqual(['energy-fire'])
    expect(d.state.result).toBeNull()
    expect(d.state.pending).toMatchObject({ ask: 'main', seat: 0 })
    d.pick('End turn')
    expect(d.state.result).toBeNull()
    expect(d.state.current).toBe(1)
    d.pick('End turn')
    expect(d.state.result).toMatchObject({ winner: 1, reason: 'deck-out' })
  })
})

describe('rules.md §2 row 38: the name of Pokémon abilities', () => {
  it('rules.md §2 row 38, B-10: "Ability" in modern rules, "Pokémon Power" in classic 1999', () => {
    expect(ruleSet('modern').abilityTerm).toBe('Ability')
    expect(ruleSet('classic1999').abilityTerm).toBe('Pokémon Power')
  })
})

describe('rules.md §2 row 40: a Scarlet & Violet Pokémon ex can be an Evolution card', () => {
  const flamewingEx: PokemonDef = {
    kind: 'pokemon',
    id: 'era-flamewing-ex',
    name: 'Flamewing ex',
    stage: 'stage1',
    evolvesFrom: 'Flamelet',
    ruleBox: 'ex',
    hp: 230,
    types: ['fire'],
    retreat: 2,
    attacks: [{ name: 'Blaze Wing', cost: ['fire'], damage: 120 }],
  }
  const engine = createEngine(makeCardDb([...TEST_CARDS, flamewingEx]))

  it('rules.md §2 row 40, N-4, KO-3 (modern): Flamewing ex evolves from Flamelet (not Flamewing) and gives 2 Prize cards', () => {
    const d = new Driver(
      engine,
      scenario(engine, {
        players: [
          {
            active: 'fire-basic',
            bench: ['fire-stage1'],
            hand: ['era-flamewing-ex'],
            deck: ['energy-fire', 'energy-fire'],
          },
          {
            active: { card: 'big-basic', energy: ['energy-fighting', 'energy-fighting'] },
            deck: ['energy-fire', 'energy-fire'],
          },
        ],
      }),
    )
    expect(actionLabels(d, 'evolve')).toEqual(['Evolve Flamelet into Flamewing ex'])
    d.pick('Evolve Flamelet into Flamewing ex')
    d.state.players[0].active!.damage = 200
    d.pick('End turn').pick('Attack: Rumble')
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 1, min: 2, max: 2 })
  })
})

describe("rules.md §2 row 41, B-14: during the opponent's turn a player only replaces a Knocked Out Active", () => {
  for (const rules of RULES) {
    it(`rules.md §2 row 41, B-14 (${rules}): the only question the other player gets during my turn is the new Active`, () => {
      const d = game({
        rules,
        players: [
          { active: { card: 'water-basic', energy: ['energy-water'] } },
          { active: { card: 'fire-basic', damage: 40 }, bench: ['grass-basic', 'colorless-basic'] },
        ],
      })
      const seen: string[] = []
      d.pick('Attack: Bubble')
      while (d.state.pending && !(d.state.pending.ask === 'main' && d.state.current === 1)) {
        seen.push(`${d.state.pending.ask}@${d.state.pending.seat}`)
        d.pickIndices([0])
      }
      expect(seen).toEqual(['take-prize@0', 'promote@1'])
    })
  }
})

describe('rules.md §2 row 42: Prize cards are face down', () => {
  for (const rules of RULES) {
    it(`rules.md §2 row 42, B-2, Z-7 (${rules}): neither player can see any Prize card, their own included; only how many`, () => {
      const d = game({ rules, players: [{ active: 'fire-basic', prizes: ['fire-stage1', 'fire-stage2'] }, OPP] })
      for (const seat of [0, 1] as const) {
        const v = viewFor(d.state, seat)
        expect(v.me.prizeCount).toBe(seat === 0 ? 2 : 6)
        expect(v.opponent.prizeCount).toBe(seat === 0 ? 6 : 2)
        expect(JSON.stringify(v)).not.toContain('fire-stage2')
      }
    })
  }
})

describe('rules.md §2 row 43: Poison and Burn co-exist with the other conditions', () => {
  for (const rules of RULES) {
    it(`rules.md §2 row 43, SC-4, B-17 (${rules}): a Confused Pokémon can also be Poisoned`, () => {
      const d = game({
        rules,
        players: [{ active: { card: 'fire-basic', conditions: ['confused', 'poisoned'] } }, OPP],
      })
      expect(d.state.players[0].active!.conditions).toMatchObject({ rotation: 'confused', poisoned: true })
      d.pick('End turn')
      expect(d.state.players[0].active!).toMatchObject({
        damage: 10,
        conditions: { rotation: 'confused', poisoned: true },
      })
    })
  }
  it('rules.md §2 row 43, SC-4 (modern): Burned, Asleep and Poisoned at once, each doing its own Checkup step', () => {
    const d = game({
      flips: [false, false],
      players: [{ active: { card: 'big-basic', conditions: ['asleep', 'burned', 'poisoned'] } }, OPP],
    })
    d.pick('End turn')
    expect(d.state.players[0].active!).toMatchObject({
      damage: 30,
      conditions: { rotation: 'asleep', poisoned: true, burned: true },
    })
  })
})

describe('rules.md §2 row 44: heads is the good result of every condition flip', () => {
  it('rules.md §2 row 44, B-17 (classic1999): heads wakes an Asleep Pokémon; tails keeps it Asleep', () => {
    const heads = game({
      rules: 'classic1999',
      flips: [true],
      players: [{ active: { card: 'fire-basic', conditions: ['asleep'] } }, OPP],
    })
    heads.pick('End turn')
    expect(heads.state.players[0].active!.conditions.rotation).toBeNull()
    const tails = game({
      rules: 'classic1999',
      flips: [false],
      players: [{ active: { card: 'fire-basic', conditions: ['asleep'] } }, OPP],
    })
    tails.pick('End turn')
    expect(tails.state.players[0].active!.conditions.rotation).toBe('asleep')
  })
  it('rules.md §2 row 44, B-17 (classic1999): heads, a Confused Pokémon attacks normally', () => {
    const d = game({
      rules: 'classic1999',
      flips: [true],
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'], conditions: ['confused'] } },
        { active: 'grass-basic' },
      ],
    })
    d.pick('Attack: Scratch')
    expect(d.state.players[0].active!.damage).toBe(0)
    expect(d.state.players[1].active!.damage).toBeGreaterThan(0)
  })
})

describe('rules.md §2 row 45, B-6: what evolving keeps and what it ends (classic1999)', () => {
  it('rules.md §2 row 45, B-6 (classic1999): keeps Energy, earlier cards and damage; loses the old attacks, conditions and attack effects', () => {
    const d = game({
      rules: 'classic1999',
      players: [
        {
          active: {
            card: 'fire-basic',
            damage: 20,
            energy: ['energy-fire', 'energy-fire'],
            conditions: ['paralyzed', 'poisoned'],
            markers: [{ source: 'engine', key: 'cant-attack', clearsOnMove: true }],
          },
          hand: ['fire-stage1'],
        },
        OPP,
      ],
    })
    expect(actionLabels(d, 'attack')).toEqual([])
    d.pick('Evolve Flamelet into Flamewing')
    const a = d.state.players[0].active!
    expect(a.stack.map((u) => d.state.cards[u]!.def)).toEqual(['fire-basic', 'fire-stage1'])
    expect(a.energy).toHaveLength(2)
    expect(a.damage).toBe(20)
    expect(a.conditions).toMatchObject({ rotation: null, poisoned: false })
    expect(a.markers).toEqual([])
    expect(actionLabels(d, 'attack')).toEqual(['Attack: Flame Tail'])
  })
})

describe('rules.md B-13, B-16: classic 1999 Knock Outs and between-turns damage', () => {
  it('rules.md B-13, B-16, B-17 (classic1999): Poison does 10 after the turn; a Pokémon it Knocks Out gives the opponent a Prize, and its owner replaces it', () => {
    const d = game({
      rules: 'classic1999',
      players: [{ active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] }, bench: ['grass-basic'] }, OPP],
    })
    d.pick('End turn')
    expect(d.events.filter((e) => e.type === 'knock-out')).toHaveLength(1)
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 1 })
    d.pickIndices([0])
    expect(d.state.players[1].prizes).toHaveLength(5)
    expect(d.state.players[0].active).not.toBeNull()
    expect(d.state.pending).toMatchObject({ ask: 'main', seat: 1 })
  })
})

describe('rules.md §2 rows 5, 12, 15: the ex2003 profile (EX column)', () => {
  it('rules.md §2 row 5 (ex2003): the first player skips the draw on the first turn of the game; the second player draws', () => {
    const d = playSetup({
      decks: [mono('fire-basic'), mono('fire-basic')],
      seed: 3,
      rules: 'ex2003',
      forcedFlips: [true],
    })
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
      const d = game({
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
      // Row 13 and [003]'s attack and damage orders, row 4 (Fossils): flow steps of their own (ex2003.test.ts).
      confusionAfterCosts: true,
      babyAttackFlip: true,
      trainerBasicsAtSetup: true,
      attachedCardsBeforePowers: true,
      stadiumsPerTurn: 1,
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

describe('rules.md §2 (SWSH column), C-5: the swsh profile', () => {
  it('rules.md §2 rows 1-46, C-5 (swsh): the Sword & Shield rules are the modern ones except that a Tool is an Item', () => {
    const { id, name, toolsAreItems, ...rest } = ruleSet('swsh')
    const { id: mid, name: mname, toolsAreItems: modernTools, ...modernRest } = ruleSet('modern')
    expect([id, toolsAreItems, modernTools]).toEqual(['swsh', true, false])
    expect(name).not.toBe(mname)
    expect(mid).toBe('modern')
    expect(rest).toEqual(modernRest)
  })

  it('rules.md §2 rows 6-7 (swsh): the first player neither attacks nor plays a Supporter on turn 1', () => {
    const d = game({
      rules: 'swsh',
      turn: 1,
      players: [{ active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, hand: ['supporter-b'] }, OPP],
    })
    expect(d.labels()).toEqual(['End turn'])
  })
})
