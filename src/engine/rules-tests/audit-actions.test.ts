/**
 * Audit of rules.md §1.6 (turn actions and their limits), with the era rows about them (§2 rows 7-11, 25-27, 33,
 * 38, 45; §4.2 B-5, B-7…B-10), for `modern` and `classic1999`: edge cases that actions.test.ts, turn.test.ts and
 * era-rows.test.ts do not cover. A few test-only cards are added here (not real cards).
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { CardDef, PokemonDef, TrainerDef } from '../model/card'
import { makeCardDb } from '../model/card'
import { activeRef } from '../model/types'
import type { MainAction } from '../model/decision'
import { TEST_CARDS } from '../testing/cards'
import { Driver, scenario } from '../testing/scenario'
import type { ScenarioSpec } from '../testing/scenario'
import { viewFor } from '../view'
import { RULES_CARDS } from './cards'
import { FILLER } from './helpers'

const RULES = ['modern', 'classic1999'] as const

const AUDIT_CARDS: CardDef[] = [
  // E-7: a Stage 1 that evolves from Seer (which has the Ability Foresight) and has no Ability of its own.
  {
    kind: 'pokemon',
    id: 'audit-seer-evo',
    name: 'Oracle',
    stage: 'stage1',
    evolvesFrom: 'Seer',
    hp: 100,
    types: ['psychic'],
    retreat: 1,
    attacks: [{ name: 'Mind Shock', cost: ['colorless'], damage: 30 }],
  } satisfies PokemonDef,
  // T-STAD-3: another printing of the Stadium "Test Arena" (same name, different card).
  { kind: 'trainer', id: 'audit-arena-alt', name: 'Test Arena', trainerKind: 'stadium' } satisfies TrainerDef,
  // E-2: an Item that puts a Basic Pokémon from the deck straight onto the Bench.
  {
    kind: 'trainer',
    id: 'audit-bench-call',
    name: 'Bench Call',
    trainerKind: 'item',
    *play(c) {
      yield* c.searchDeck({
        text: 'Search your deck for a Basic Pokémon and put it onto your Bench',
        filter: (d) => d.kind === 'pokemon' && d.stage === 'basic',
        max: 1,
        to: 'bench',
      })
    },
  } satisfies TrainerDef,
  // E-8: an Item that devolves the Active Pokémon (its top card goes back to the hand).
  {
    kind: 'trainer',
    id: 'audit-devolve',
    name: 'Devolve Spray',
    trainerKind: 'item',
    play(c) {
      c.devolve(activeRef(c.seat), c.me.active!.stack.length - 1, 'hand')
    },
  } satisfies TrainerDef,
]

const engine = createEngine(makeCardDb([...TEST_CARDS, ...RULES_CARDS, ...AUDIT_CARDS]))

const drive = (spec: ScenarioSpec): Driver =>
  new Driver(
    engine,
    scenario(engine, {
      ...spec,
      players: spec.players.map((p) => ({ deck: FILLER, ...p })) as ScenarioSpec['players'],
    }),
  )

const labels = (d: Driver, type: MainAction['type']): string[] =>
  d.decision.options.filter((o) => o.kind === 'action' && o.action.type === type).map((o) => o.label)

const topDef = (d: Driver, seat: 0 | 1, bench?: number): string => {
  const p = d.state.players[seat]
  const slot = bench === undefined ? p.active! : p.bench[bench]!
  return d.state.cards[slot.stack.at(-1)!]!.def
}

const discardDefs = (d: Driver, seat: 0 | 1): string[] =>
  d.state.players[seat].discard.map((u) => d.state.cards[u]!.def)

const OPP = { active: 'water-basic' } as const

describe('TS-4 with §1.6: what the first player may do on the first turn', () => {
  it('rules.md TS-4, A-1, EN-1, T-ITEM, T-TOOL, T-STAD, R-1, AB-1 (modern): on turn 1 the first player may bench, attach Energy, play Items, Tools and a Stadium, use Abilities and retreat', () => {
    const d = drive({
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
    expect(labels(d, 'play-trainer')).toEqual(['Play Quick Draw', 'Play Test Arena'])
    d.pick('Put Splashling on the Bench')
    d.pick('Attach Fire Energy to Puffball')
    d.pick('Play Quick Draw')
    d.pick('Attach Guard Charm to Puffball')
    d.pick('Play Test Arena')
    d.pick('Use Foresight')
    d.pick('Retreat to Seer')
    const me = d.state.players[0]
    expect(me.bench).toHaveLength(2)
    expect(topDef(d, 0)).toBe('ability-draw')
    expect(d.state.stadium && d.state.cards[d.state.stadium.uid]!.def).toBe('stadium-a')
    expect(d.state.current).toBe(0)
    expect(labels(d, 'attack')).toEqual([])
  })

  it('rules.md B-4, B-7, §2 rows 6-7 (classic1999): on turn 1 the first player may attach Energy, play any Trainer and attack', () => {
    const d = drive({
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
    expect(discardDefs(d, 0).sort()).toEqual(['item-draw', 'supporter-b'])
    d.pick('Attack: Pound')
    expect(d.state.players[1].active!.damage).toBe(10)
  })
})

describe('E-*: evolution timing edge cases', () => {
  for (const rules of RULES) {
    it(`rules.md E-2, B-5, §2 row 9 (${rules}): a Pokémon put onto the Bench by a card effect this turn cannot evolve this turn`, () => {
      const d = drive({
        rules,
        players: [
          { active: 'water-basic', hand: ['audit-bench-call', 'fire-stage1'], deck: ['fire-basic', ...FILLER] },
          OPP,
        ],
      })
      d.pick('Play Bench Call').pick('Flamelet')
      expect(topDef(d, 0, 0)).toBe('fire-basic')
      expect(labels(d, 'evolve')).toEqual([])
      // Next own turn it has been in play since the start of the turn.
      d.pick('End turn').pick('End turn')
      expect(labels(d, 'evolve')).toEqual(['Evolve Flamelet into Flamewing'])
    })

    it(`rules.md E-2, R-3, B-5 (${rules}): moving between Active and Bench does not make a Pokémon new: both may evolve after a retreat`, () => {
      const d = drive({
        rules,
        players: [
          {
            active: { card: 'fire-basic', energy: ['energy-fire'] },
            bench: ['fire-basic'],
            hand: ['fire-stage1', 'fire-stage1'],
          },
          OPP,
        ],
      })
      d.pick('Retreat to Flamelet')
      expect(labels(d, 'evolve')).toEqual([
        'Evolve Flamelet into Flamewing',
        'Evolve Flamelet into Flamewing',
        'Evolve Flamelet into Flamewing',
        'Evolve Flamelet into Flamewing',
      ])
      d.pick('Evolve Flamelet into Flamewing')
      d.pick('Evolve Flamelet into Flamewing')
      expect(topDef(d, 0)).toBe('fire-stage1')
      expect(topDef(d, 0, 0)).toBe('fire-stage1')
    })
  }

  it('rules.md E-1, N-1, N-6: "Evolves from Flamelet" fits any printing named Flamelet', () => {
    const d = drive({
      players: [{ active: 'fire-basic-alt', bench: ['fire-basic'], hand: ['fire-stage1'] }, OPP],
    })
    expect(labels(d, 'evolve')).toEqual(['Evolve Flamelet into Flamewing', 'Evolve Flamelet into Flamewing'])
    d.pick('Evolve Flamelet into Flamewing')
    expect(topDef(d, 0)).toBe('fire-stage1')
  })

  for (const rules of RULES) {
    it(`rules.md E-6, R-4, SC-2, B-6 (${rules}): a Paralyzed Active that evolves is no longer Paralyzed, so it may retreat and attack`, () => {
      const d = drive({
        rules,
        players: [
          {
            active: {
              card: 'fire-basic',
              conditions: ['paralyzed'],
              energy: ['energy-fire', 'energy-fire', 'energy-fire'],
            },
            bench: ['water-basic'],
            hand: ['fire-stage1'],
          },
          { active: 'big-basic' },
        ],
      })
      expect(labels(d, 'retreat')).toEqual([])
      expect(labels(d, 'attack')).toEqual([])
      d.pick('Evolve Flamelet into Flamewing')
      expect(labels(d, 'retreat')).toEqual(['Retreat to Splashling'])
      expect(labels(d, 'attack')).toEqual(['Attack: Flame Tail'])
    })
  }

  for (const rules of RULES)
    it(`rules.md E-7, B-6, §2 row 45 (${rules}): an evolved Pokémon cannot use the Ability (Pokémon Power) of its earlier stage`, () => {
      const d = drive({
        rules,
        players: [{ active: 'ability-draw', hand: ['audit-seer-evo'], deck: ['energy-fire', 'energy-fire'] }, OPP],
      })
      expect(labels(d, 'ability')).toEqual(['Use Foresight'])
      d.pick('Evolve Seer into Oracle')
      expect(labels(d, 'ability')).toEqual([])
    })

  it('rules.md E-8, SC-2: devolving removes Special Conditions; damage and Energy stay', () => {
    const d = drive({
      players: [
        {
          active: {
            card: ['fire-basic', 'fire-stage1'],
            damage: 20,
            energy: ['energy-fire'],
            conditions: ['asleep', 'poisoned'],
          },
          bench: ['water-basic'],
          hand: ['audit-devolve'],
        },
        OPP,
      ],
    })
    expect(labels(d, 'retreat')).toEqual([])
    d.pick('Play Devolve Spray')
    const a = d.state.players[0].active!
    expect(topDef(d, 0)).toBe('fire-basic')
    expect(a.conditions).toMatchObject({ rotation: null, poisoned: false })
    expect(a.damage).toBe(20)
    expect(a.energy).toHaveLength(1)
    expect(d.state.players[0].hand.map((u) => d.state.cards[u]!.def)).toEqual(['fire-stage1'])
    expect(labels(d, 'retreat')).toEqual(['Retreat to Splashling'])
  })
})

describe('EN-1: the Energy attachment', () => {
  for (const rules of RULES) {
    it(`rules.md EN-1, B-7 (${rules}): the attachment stays used even when that Energy leaves play (discarded to retreat)`, () => {
      const d = drive({
        rules,
        players: [{ active: 'fire-basic', bench: ['water-basic'], hand: ['energy-fire', 'energy-water'] }, OPP],
      })
      d.pick('Attach Fire Energy to Flamelet').pick('Retreat to Splashling')
      expect(discardDefs(d, 0)).toEqual(['energy-fire'])
      expect(labels(d, 'attach-energy')).toEqual([])
    })
  }

  it("rules.md EN-1: only your own Pokémon: Energy is never attached to the opponent's Pokémon", () => {
    const d = drive({
      players: [
        { active: 'fire-basic', hand: ['energy-fire'] },
        { active: 'water-basic', bench: ['grass-basic'] },
      ],
    })
    expect(labels(d, 'attach-energy')).toEqual(['Attach Fire Energy to Flamelet'])
  })

  it('rules.md EN-1: a Special Energy card uses the same once-per-turn attachment', () => {
    const d = drive({ players: [{ active: 'fire-basic', hand: ['energy-double-colorless', 'energy-fire'] }, OPP] })
    d.pick('Attach Double Colorless Energy to Flamelet')
    expect(labels(d, 'attach-energy')).toEqual([])
  })
})

describe('T-SUP / T-STAD / T-TOOL edge cases (modern)', () => {
  it("rules.md T-SUP: the Supporter limit is per player: my opponent's Supporter does not use up mine", () => {
    const d = drive({
      players: [
        { active: 'fire-basic', hand: ['supporter-b'], deck: Array<string>(6).fill('energy-fire') },
        { active: 'water-basic', hand: ['supporter-b'], deck: Array<string>(6).fill('energy-fire') },
      ],
    })
    d.pick('Play Coach Test').pick('End turn')
    expect(d.state.current).toBe(1)
    expect(labels(d, 'play-trainer')).toEqual(['Play Coach Test'])
  })

  it("rules.md T-STAD-2: when a new Stadium replaces the old one, the old one's effects end at once", () => {
    const d = drive({
      players: [
        { active: 'fire-basic', hand: ['item-draw', 'stadium-b'], deck: Array<string>(6).fill('energy-fire') },
        OPP,
      ],
      stadium: { card: 'item-lock', owner: 1 },
    })
    expect(labels(d, 'play-trainer')).toEqual(['Play Test Field'])
    d.pick('Play Test Field')
    expect(discardDefs(d, 1)).toEqual(['item-lock'])
    expect(labels(d, 'play-trainer')).toEqual(['Play Quick Draw'])
  })

  it("rules.md T-STAD-2: replacing one's own Stadium puts the old one in one's own discard pile", () => {
    const d = drive({
      players: [{ active: 'fire-basic', hand: ['stadium-b'] }, OPP],
      stadium: { card: 'stadium-a', owner: 0 },
    })
    d.pick('Play Test Field')
    expect(discardDefs(d, 0)).toEqual(['stadium-a'])
    expect(d.state.stadium).toMatchObject({ owner: 0 })
  })

  it('rules.md T-STAD-3, N-1: the same-name rule is by name: another printing of the Stadium in play cannot be played', () => {
    const d = drive({
      players: [{ active: 'fire-basic', hand: ['audit-arena-alt', 'stadium-b'] }, OPP],
      stadium: { card: 'stadium-a', owner: 1 },
    })
    expect(labels(d, 'play-trainer')).toEqual(['Play Test Field'])
  })

  it("rules.md T-STAD-4: the opponent's Stadium played last turn does not stop me playing one this turn", () => {
    const d = drive({
      players: [
        { active: 'fire-basic', hand: ['stadium-a'] },
        { active: 'water-basic', hand: ['stadium-b'] },
      ],
    })
    d.pick('Play Test Arena').pick('End turn')
    expect(labels(d, 'play-trainer')).toEqual(['Play Test Field'])
    d.pick('Play Test Field')
    expect(d.state.stadium).toMatchObject({ owner: 1 })
    expect(discardDefs(d, 0)).toEqual(['stadium-a'])
  })

  it('rules.md T-TOOL: a Tool may go on a Pokémon benched this turn (Tools have no timing rule)', () => {
    const d = drive({ players: [{ active: 'fire-basic', hand: ['water-basic', 'tool-b'] }, OPP] })
    d.pick('Put Splashling on the Bench')
    expect(labels(d, 'attach-tool')).toEqual(['Attach Guard Charm to Flamelet', 'Attach Guard Charm to Splashling'])
  })

  it('rules.md T-TOOL: a Pokémon with a Tool gets no second Tool after evolving (the Tool stays attached)', () => {
    const d = drive({
      players: [{ active: { card: 'fire-basic', tools: ['tool-b'] }, hand: ['fire-stage1', 'tool-boost'] }, OPP],
    })
    d.pick('Evolve Flamelet into Flamewing')
    expect(labels(d, 'attach-tool')).toEqual([])
  })
})

describe('R-*: retreat edge cases', () => {
  it('rules.md R-1 (modern): after a retreat, a switch by a card effect does not give a second retreat', () => {
    const d = drive({
      players: [{ active: 'colorless-basic', bench: ['water-basic', 'fire-basic'], hand: ['item-switch'] }, OPP],
    })
    d.pick('Retreat to Flamelet')
    d.pick('Play Swap').pick('Puffball')
    expect(topDef(d, 0)).toBe('colorless-basic')
    expect(labels(d, 'retreat')).toEqual([])
  })

  for (const rules of RULES) {
    it(`rules.md R-2, B-9 (${rules}): only Energy attached to the retreating Pokémon pays; Energy on the Bench does not`, () => {
      const d = drive({
        rules,
        players: [
          { active: 'fire-basic', bench: [{ card: 'water-basic', energy: ['energy-water', 'energy-water'] }] },
          OPP,
        ],
      })
      expect(labels(d, 'retreat')).toEqual([])
    })
  }

  it('rules.md R-2, C-6: a Double Colorless Energy alone pays a Retreat Cost of 2', () => {
    const d = drive({
      players: [{ active: { card: 'grass-basic', energy: ['energy-double-colorless'] }, bench: ['water-basic'] }, OPP],
    })
    d.pick('Retreat to Splashling')
    expect(topDef(d, 0)).toBe('water-basic')
    expect(discardDefs(d, 0)).toEqual(['energy-double-colorless'])
  })

  it('rules.md R-2, R-7: the Retreat Cost is paid only with as many cards as needed: the rest stay attached', () => {
    const d = drive({
      players: [
        {
          active: {
            card: 'big-basic',
            energy: ['energy-fire', 'energy-water', 'energy-grass', 'energy-fighting', 'energy-psychic'],
          },
          bench: ['water-basic'],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Splashling')
    expect(d.state.pending?.ask).toBe('discard-energy')
    expect(d.decision.options.every((o) => o.kind === 'cards' && o.uids.length === 4)).toBe(true)
    // The player's choice: keep the Psychic Energy.
    const keep = d.decision.options.findIndex(
      (o) => o.kind === 'cards' && !o.uids.some((u) => d.state.cards[u]!.def === 'energy-psychic'),
    )
    d.pickIndices([keep])
    expect(d.state.players[0].bench[0]!.energy.map((u) => d.state.cards[u]!.def)).toEqual(['energy-psychic'])
    expect(discardDefs(d, 0).sort()).toEqual(['energy-fighting', 'energy-fire', 'energy-grass', 'energy-water'])
  })

  for (const rules of RULES) {
    for (const cond of ['asleep', 'paralyzed'] as const) {
      it(`rules.md R-4, SC-2, B-9 (${rules}): an ${cond} Active cannot retreat, but a switching Trainer still moves it, and the condition ends`, () => {
        const d = drive({
          rules,
          players: [
            { active: { card: 'colorless-basic', conditions: [cond] }, bench: ['fire-basic'], hand: ['item-switch'] },
            OPP,
          ],
        })
        expect(labels(d, 'retreat')).toEqual([])
        d.pick('Play Swap')
        if (d.state.pending?.ask !== 'main') d.pick('Flamelet')
        expect(topDef(d, 0)).toBe('fire-basic')
        expect(d.state.players[0].bench[0]!.conditions.rotation).toBeNull()
      })
    }
  }

  it('rules.md R-4, SC-BRN (modern): a Burned and Poisoned Active pays its Retreat Cost and retreats; both conditions end', () => {
    const d = drive({
      players: [
        {
          active: { card: 'fire-basic', energy: ['energy-fire'], conditions: ['burned', 'poisoned'] },
          bench: ['water-basic'],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Splashling')
    expect(topDef(d, 0)).toBe('water-basic')
    expect(d.state.players[0].bench[0]!.conditions).toMatchObject({ burned: false, poisoned: false })
    expect(discardDefs(d, 0)).toEqual(['energy-fire'])
  })

  it('rules.md B-9, §2 row 11 (classic1999): a Confused Pokémon with no Retreat Cost still flips; tails it stays Active', () => {
    const d = drive({
      rules: 'classic1999',
      flips: [false],
      players: [{ active: { card: 'colorless-basic', conditions: ['confused'] }, bench: ['fire-basic'] }, OPP],
    })
    d.pick('Retreat to Flamelet')
    expect(d.events.filter((e) => e.type === 'coin')).toHaveLength(1)
    expect(topDef(d, 0)).toBe('colorless-basic')
    expect(d.state.players[0].active!.conditions.rotation).toBe('confused')
  })

  it('rules.md B-9, §2 row 11 (classic1999): after a failed Confused retreat, the player may try again on the next turn', () => {
    const d = drive({
      rules: 'classic1999',
      flips: [false, false, false, false, true],
      players: [
        {
          active: { card: 'fire-basic', conditions: ['confused'], energy: ['energy-fire', 'energy-fire'] },
          bench: ['water-basic'],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Splashling')
    expect(labels(d, 'retreat')).toEqual([])
    d.pick('End turn').pick('End turn')
    expect(d.state.current).toBe(0)
    expect(d.state.players[0].active!.conditions.rotation).toBe('confused')
    expect(labels(d, 'retreat')).toEqual(['Retreat to Splashling'])
  })

  it('rules.md R-1, §2 row 10, B-7 (classic1999): every retreat of the turn pays its own Retreat Cost', () => {
    const d = drive({
      rules: 'classic1999',
      players: [
        {
          active: { card: 'fire-basic', energy: ['energy-fire'] },
          bench: [{ card: 'water-basic', energy: ['energy-water'] }],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Splashling').pick('Retreat to Flamelet')
    expect(discardDefs(d, 0).sort()).toEqual(['energy-fire', 'energy-water'])
    expect(topDef(d, 0)).toBe('fire-basic')
    // No Energy left on either: no third retreat.
    expect(labels(d, 'retreat')).toEqual([])
  })
})

describe('AB-* / B-10: Abilities and Pokémon Powers', () => {
  it('rules.md AB-1, AB-3: a Pokémon benched this turn may use its Ability at once', () => {
    const d = drive({ players: [{ active: 'fire-basic', hand: ['ability-draw'], deck: ['energy-fire'] }, OPP] })
    expect(labels(d, 'ability')).toEqual([])
    d.pick('Put Seer on the Bench')
    expect(labels(d, 'ability')).toEqual(['Use Foresight'])
    d.pick('Use Foresight')
    expect(d.state.players[0].hand).toHaveLength(1)
  })

  it('rules.md AB-1: a "once during your turn" Ability may be used again on the next turn', () => {
    const d = drive({ players: [{ active: 'ability-draw', deck: Array<string>(6).fill('energy-fire') }, OPP] })
    d.pick('Use Foresight')
    expect(labels(d, 'ability')).toEqual([])
    d.pick('End turn').pick('End turn')
    expect(labels(d, 'ability')).toEqual(['Use Foresight'])
  })

  it('rules.md AB-1: a "once during your turn" Ability is not renewed by retreating the Pokémon', () => {
    const d = drive({
      players: [
        {
          active: { card: 'ability-draw', energy: ['energy-psychic'] },
          bench: ['fire-basic'],
          deck: Array<string>(6).fill('energy-fire'),
        },
        OPP,
      ],
    })
    d.pick('Use Foresight').pick('Retreat to Flamelet')
    expect(labels(d, 'ability')).toEqual([])
  })

  for (const rules of RULES) {
    for (const cond of ['asleep', 'paralyzed', 'confused'] as const) {
      it(`rules.md AB-1, AB-2, SC-ASL/SC-PAR (${rules}): an ${cond} Active may still use its Ability (conditions stop attacks and retreat only)`, () => {
        const d = drive({
          rules,
          players: [{ active: { card: 'ability-draw', conditions: [cond] }, deck: ['energy-fire'] }, OPP],
        })
        expect(labels(d, 'ability')).toEqual(['Use Foresight'])
      })
    }
  }

  it('rules.md B-10 (classic1999): a Pokémon Power works from the Bench and does not end the turn', () => {
    const d = drive({
      rules: 'classic1999',
      players: [{ active: 'fire-basic', bench: ['ability-draw'], deck: ['energy-fire', 'energy-fire'] }, OPP],
    })
    d.pick('Use Foresight')
    expect(d.state.current).toBe(0)
    expect(d.state.players[0].hand).toHaveLength(1)
    expect(viewFor(d.state, 1).opponent.handCount).toBe(1)
  })
})

describe('A-1 / Z-3: the Bench limit also binds card effects', () => {
  for (const rules of RULES)
    it(`rules.md A-1, Z-3, §2 row 33 (${rules}): an effect that puts a Basic onto the Bench cannot make a 6th Benched Pokémon`, () => {
      const d = drive({
        rules,
        players: [
          {
            active: 'water-basic',
            bench: ['grass-basic', 'grass-basic', 'grass-basic', 'grass-basic', 'grass-basic'],
            hand: ['audit-bench-call'],
            deck: ['fire-basic', ...FILLER],
          },
          OPP,
        ],
      })
      if (d.has('Play Bench Call')) {
        d.pick('Play Bench Call')
        while (d.state.pending?.ask !== 'main') d.pickIndices(d.decision.min > 0 ? [0] : [])
      }
      expect(d.state.players[0].bench).toHaveLength(5)
      expect(d.state.players[0].deck.map((u) => d.state.cards[u]!.def)).toContain('fire-basic')
    })
})

describe('EN-1 / R-5: more attachment and moving cases', () => {
  for (const rules of RULES)
    it(`rules.md EN-1 (${rules}): Energy may be attached to a Pokémon benched this turn`, () => {
      const d = drive({ rules, players: [{ active: 'fire-basic', hand: ['water-basic', 'energy-water'] }, OPP] })
      d.pick('Put Splashling on the Bench').pick('Attach Water Energy to Splashling')
      expect(d.state.players[0].bench[0]!.energy).toHaveLength(1)
    })

  it('rules.md R-5, SC-7: a "can\'t retreat" effect of an attack ends when the Pokémon goes to the Bench', () => {
    const d = drive({
      players: [
        {
          active: { card: 'colorless-basic', markers: [{ source: 'engine', key: 'cant-retreat', clearsOnMove: true }] },
          bench: ['fire-basic'],
          hand: ['item-switch', 'item-switch'],
        },
        OPP,
      ],
    })
    expect(labels(d, 'retreat')).toEqual([])
    d.pick('Play Swap')
    if (d.state.pending?.ask !== 'main') d.pick('Flamelet')
    d.pick('Play Swap')
    if (d.state.pending?.ask !== 'main') d.pick('Puffball')
    expect(topDef(d, 0)).toBe('colorless-basic')
    expect(labels(d, 'retreat')).toEqual(['Retreat to Flamelet'])
  })
})

describe('R-7 / E-6 / T-STAD-3: more payment, evolving and Stadium cases', () => {
  it('rules.md R-7: a Retreat Cost of 3 with Fire, Fire and Double Colorless: Double Colorless with one Fire, or both Fire then Double Colorless (overpaying with the last card)', () => {
    const d = drive({
      players: [
        {
          active: { card: 'fire-stage2', energy: ['energy-fire', 'energy-fire', 'energy-double-colorless'] },
          bench: ['water-basic'],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Splashling')
    const sets = d.decision.options.map((o) =>
      o.kind === 'cards' ? o.uids.map((u) => d.state.cards[u]!.def).sort() : [],
    )
    expect(sets).toHaveLength(2)
    expect(sets).toEqual(
      expect.arrayContaining([
        ['energy-double-colorless', 'energy-fire'],
        ['energy-double-colorless', 'energy-fire', 'energy-fire'],
      ]),
    )
  })

  for (const rules of RULES)
    it(`rules.md E-6, SC-7, B-6 (${rules}): a "can't retreat" effect of an attack ends when the Pokémon evolves`, () => {
      const d = drive({
        rules,
        players: [
          {
            active: {
              card: 'fire-basic',
              energy: ['energy-fire'],
              markers: [{ source: 'engine', key: 'cant-retreat', clearsOnMove: true }],
            },
            bench: ['water-basic'],
            hand: ['fire-stage1'],
          },
          OPP,
        ],
      })
      expect(labels(d, 'retreat')).toEqual([])
      d.pick('Evolve Flamelet into Flamewing')
      expect(labels(d, 'retreat')).toEqual(['Retreat to Splashling'])
    })

  it('rules.md AB-2, B-10 (classic1999): an effect that stops attacks does not stop a Pokémon Power', () => {
    const d = drive({
      rules: 'classic1999',
      players: [
        {
          active: { card: 'ability-draw', markers: [{ source: 'engine', key: 'cant-attack' }] },
          deck: ['energy-fire'],
        },
        OPP,
      ],
    })
    expect(labels(d, 'attack')).toEqual([])
    expect(labels(d, 'ability')).toEqual(['Use Foresight'])
  })

  it('rules.md T-STAD-2, T-STAD-3: once a Stadium has been replaced, a Stadium of its name may be played again', () => {
    const d = drive({
      players: [
        { active: 'fire-basic', hand: ['stadium-b'] },
        { active: 'water-basic', hand: ['audit-arena-alt'] },
      ],
      stadium: { card: 'stadium-a', owner: 1 },
    })
    d.pick('Play Test Field').pick('End turn')
    expect(labels(d, 'play-trainer')).toEqual(['Play Test Arena'])
    d.pick('Play Test Arena')
    expect(d.state.stadium && d.state.cards[d.state.stadium.uid]!.def).toBe('audit-arena-alt')
    expect(discardDefs(d, 0)).toEqual(['stadium-b'])
  })
})

describe('B-9, §2 rows 10-11 (classic1999): Confused retreat within unlimited retreats', () => {
  it('rules.md B-9, §2 row 11 (classic1999): after tails "you cannot try to retreat again this turn", even with another Active put in by a Trainer', () => {
    const d = drive({
      rules: 'classic1999',
      flips: [false],
      players: [
        {
          active: { card: 'fire-basic', conditions: ['confused'], energy: ['energy-fire', 'energy-fire'] },
          bench: ['colorless-basic'],
          hand: ['item-switch'],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Puffball')
    expect(topDef(d, 0)).toBe('fire-basic')
    d.pick('Play Swap')
    if (d.state.pending?.ask !== 'main') d.pick('Puffball')
    expect(topDef(d, 0)).toBe('colorless-basic')
    expect(labels(d, 'retreat')).toEqual([])
  })

  it('rules.md B-9, B-7, §2 rows 10-11 (classic1999): heads, the retreat works; the Pokémon is no longer Confused, so retreating back needs no flip', () => {
    const d = drive({
      rules: 'classic1999',
      flips: [true],
      players: [
        {
          active: { card: 'fire-basic', conditions: ['confused'], energy: ['energy-fire', 'energy-fire'] },
          bench: ['colorless-basic'],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Puffball')
    expect(topDef(d, 0)).toBe('colorless-basic')
    d.pick('Retreat to Flamelet')
    expect(topDef(d, 0)).toBe('fire-basic')
    expect(d.state.players[0].active!.conditions.rotation).toBeNull()
    expect(d.events.filter((e) => e.type === 'coin')).toHaveLength(1)
    // One Fire Energy paid for the first retreat only (Puffball retreats for free).
    expect(d.state.players[0].active!.energy).toHaveLength(1)
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
      const { state, events } = engine.newGame({
        decks: [deck, deck],
        seed: 11,
        rules,
        stackedDecks: true,
        forcedFlips: [true],
      })
      const d = new Driver(engine, state)
      d.events.push(...events)
      for (let guard = 0; d.state.pending && d.state.pending.ask !== 'main' && guard < 20; guard++) {
        if (d.state.pending.ask === 'first-player') d.pick('Go first')
        else if (d.state.pending.ask === 'mulligan-draws') d.pickIndices([0])
        else d.pickIndices(d.decision.min > 0 ? [0] : [])
      }
      const first = d.state.current
      expect(d.state.turn).toBe(1)
      const supporters = () => labels(d, 'play-trainer').filter((l) => l === 'Play Coach Test')
      // Turn 1, the first player: never an evolution; a Supporter only in classic 1999 (no Supporter rule there).
      expect(labels(d, 'evolve')).toEqual([])
      expect(supporters()).toHaveLength(rules === 'modern' ? 0 : 1)
      expect(labels(d, 'attach-energy')).not.toEqual([])
      d.pick('End turn')
      // Turn 2, the second player's own first turn: a Supporter, but no evolution.
      expect(d.state.current).not.toBe(first)
      expect(labels(d, 'evolve')).toEqual([])
      expect(supporters()).toHaveLength(1)
      d.pick('End turn')
      // Turn 3: the first player may evolve the Active placed at setup, and play a Supporter.
      expect(d.state.current).toBe(first)
      expect(labels(d, 'evolve')).toEqual(['Evolve Flamelet into Flamewing'])
      expect(supporters()).toHaveLength(1)
      d.pick('End turn')
      // Turn 4: the second player may evolve now.
      expect(labels(d, 'evolve')).toEqual(['Evolve Flamelet into Flamewing'])
    })
})

describe('A-1: face up', () => {
  for (const rules of RULES)
    it(`rules.md A-1, B-2 (${rules}): a Basic benched during the turn is face up: the opponent sees which card it is at once`, () => {
      const d = drive({ rules, players: [{ active: 'fire-basic', hand: ['water-basic'] }, OPP] })
      d.pick('Put Splashling on the Bench')
      const seen = viewFor(d.state, 1).opponent.bench
      expect(seen).toHaveLength(1)
      expect(seen[0]!.stack.map((c) => c.def)).toEqual(['water-basic'])
      expect(viewFor(d.state, 1).opponent.handCount).toBe(0)
    })
})
