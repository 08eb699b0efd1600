/**
 * Era-table rows of rules.md §2 not covered elsewhere, for `modern` and `classic1999` (rows 38, 40-45), with the
 * Base Set rules they restate (§4.2 B-6, B-13, B-14, B-16, B-17).
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { PokemonDef } from '../model/card'
import { makeCardDb } from '../model/card'
import { ruleSet } from '../rules/profile'
import { viewFor } from '../view'
import { Driver, scenario } from '../testing/scenario'
import { TEST_CARDS } from '../testing/cards'
import { actionLabels, game } from './helpers'

const RULES = ['modern', 'classic1999'] as const
const OPP = { active: 'water-basic' }

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
