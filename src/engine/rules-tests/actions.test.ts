/**
 * Rules tests for rules.md §1.6 (turn actions and their limits: A-1, E-*, EN-*, T-*, R-*, AB-*) and the era
 * rows about actions (§2 rows 9, 10, 11, 25, 26, 27, 33), for the rule sets `modern` and `classic1999`.
 * With their edge cases and the Base Set rules about actions (§4.2 B-5, B-7…B-10).
 */
import { describe, expect, it } from 'vitest'
import { activeRef } from '../model/types'
import { viewFor } from '../view'
import { active, bench, pile, top } from '../testing/read'
import { FILLER, actionLabels, game, isAction } from './helpers'

const RULES = ['modern', 'classic1999'] as const
const OPP = { active: 'water-basic' } as const

describe('A-1 / Z-3 / §2 row 33: benching Basic Pokémon', () => {
  it('rules.md A-1: any number of Basic Pokémon may be benched in one turn while the Bench holds fewer than 5', () => {
    const d = game({
      players: [
        { active: 'fire-basic', bench: ['fire-basic'], hand: ['water-basic', 'grass-basic', 'colorless-basic'] },
        OPP,
      ],
    })
    d.pick('Put Splashling on the Bench').pick('Put Leaflet on the Bench').pick('Put Puffball on the Bench')
    expect(d.state.players[0].bench).toHaveLength(4)
    expect(d.state.players[0].hand).toHaveLength(0)
    expect(d.state.current).toBe(0)
  })

  for (const rules of ['modern', 'classic1999'] as const) {
    it(`rules.md Z-3, A-1, §2 row 33 (${rules}): a 6th Pokémon cannot be benched; the Bench holds at most 5`, () => {
      const d = game({
        rules,
        players: [
          {
            active: 'fire-basic',
            bench: ['fire-basic', 'fire-basic', 'fire-basic', 'fire-basic'],
            hand: ['water-basic', 'grass-basic'],
          },
          OPP,
        ],
      })
      expect(actionLabels(d, 'bench')).toHaveLength(2)
      d.pick('Put Splashling on the Bench')
      expect(d.state.players[0].bench).toHaveLength(5)
      expect(actionLabels(d, 'bench')).toEqual([])
    })
  }

  it('rules.md A-1 / C-2: only Basic Pokémon are benched from hand (not Stage 1, Stage 2, VSTAR, VMAX, V-UNION, Restored)', () => {
    const d = game({
      players: [
        {
          active: 'fire-basic',
          hand: ['fire-stage1', 'fire-stage2', 'vstar', 'vmax', 'vunion-a', 'restored', 'v-basic', 'ex-basic'],
        },
        OPP,
      ],
    })
    expect(actionLabels(d, 'bench')).toEqual(['Put Voltling V on the Bench', 'Put Flamelet ex on the Bench'])
  })

  for (const rules of RULES)
    it(`rules.md A-1, Z-3, §2 row 33 (${rules}): an effect that puts a Basic onto the Bench cannot make a 6th Benched Pokémon`, () => {
      const d = game({
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

  for (const rules of RULES)
    it(`rules.md A-1, B-2 (${rules}): a Basic benched during the turn is face up: the opponent sees which card it is at once`, () => {
      const d = game({ rules, players: [{ active: 'fire-basic', hand: ['water-basic'] }, OPP] })
      d.pick('Put Splashling on the Bench')
      const seen = viewFor(d.state, 1).opponent.bench
      expect(seen).toHaveLength(1)
      expect(seen[0]!.stack.map((c) => c.def)).toEqual(['water-basic'])
      expect(viewFor(d.state, 1).opponent.handCount).toBe(0)
    })
})

describe('E-*: evolving', () => {
  it('rules.md E-1: a card that "Evolves from X" goes on an in-play Pokémon named exactly X, Active or Benched', () => {
    const d = game({
      players: [
        { active: 'fire-basic', bench: ['water-basic', 'ex-basic', 'fire-basic'], hand: ['fire-stage1'] },
        { active: 'fire-basic' },
      ],
    })
    // (Never on the opponent's Flamelet.)
    const evolve = d.decision.options.filter(isAction('evolve'))
    // The Active Flamelet and the Benched Flamelet; not Splashling, not "Flamelet ex".
    expect(evolve.map((o) => (o.kind === 'action' && o.action.type === 'evolve' ? o.action.target : null))).toEqual([
      { seat: 0, zone: 'active' },
      { seat: 0, zone: 'bench', index: 2 },
    ])
    d.pick(
      (o) =>
        isAction('evolve')(o) && o.kind === 'action' && o.action.type === 'evolve' && o.action.target.zone === 'bench',
    )
    expect(d.state.cards[d.state.players[0].bench[2]!.stack.at(-1)!]!.def).toBe('fire-stage1')
  })

  it('rules.md E-2, §2 row 9: a Pokémon put into play this turn cannot evolve', () => {
    const d = game({ players: [{ active: 'water-basic', hand: ['fire-basic', 'fire-stage1'] }, OPP] })
    d.pick('Put Flamelet on the Bench')
    expect(actionLabels(d, 'evolve')).toEqual([])
  })

  for (const rules of ['modern', 'classic1999'] as const)
    it(`rules.md E-2, B-5, §2 row 9 (${rules}): a Pokémon that evolved this turn cannot evolve again this turn`, () => {
      const d = game({ rules, players: [{ active: 'fire-basic', hand: ['fire-stage1', 'fire-stage2'] }, OPP] })
      d.pick('Evolve Flamelet into Flamewing')
      expect(actionLabels(d, 'evolve')).toEqual([])
      // On the next own turn it may evolve again.
      d.pick('End turn').pick('End turn')
      expect(actionLabels(d, 'evolve')).toEqual(['Evolve Flamewing into Flamelord'])
    })

  for (const rules of ['modern', 'classic1999'] as const) {
    it(`rules.md E-2, B-5, §2 row 9 (${rules}): a Pokémon in play since before this turn may evolve, on the Bench too`, () => {
      const d = game({
        rules,
        players: [
          { active: 'water-basic', bench: [{ card: 'fire-basic', playedTurn: 2 }], hand: ['fire-stage1'] },
          OPP,
        ],
      })
      expect(actionLabels(d, 'evolve')).toEqual(['Evolve Flamelet into Flamewing'])
    })
    it(`rules.md E-2, B-5 (${rules}): a Pokémon benched this turn cannot evolve`, () => {
      const d = game({ rules, players: [{ active: 'water-basic', hand: ['fire-basic', 'fire-stage1'] }, OPP] })
      d.pick('Put Flamelet on the Bench')
      expect(actionLabels(d, 'evolve')).toEqual([])
    })
  }

  it('rules.md E-4: Basic → Stage 1 → Stage 2 in order; a Stage 2 cannot go straight onto a Basic', () => {
    const d = game({ players: [{ active: 'fire-basic', hand: ['fire-stage2'] }, OPP] })
    expect(actionLabels(d, 'evolve')).toEqual([])
  })

  it('rules.md E-4: VSTAR and VMAX evolve from the named Pokémon V only', () => {
    const d = game({ players: [{ active: 'v-basic', bench: ['fire-basic'], hand: ['vstar', 'vmax'] }, OPP] })
    expect(actionLabels(d, 'evolve')).toEqual([
      'Evolve Voltling V into Voltling VSTAR',
      'Evolve Voltling V into Voltling VMAX',
    ])
  })

  it('rules.md E-5: any number of Pokémon may evolve in one turn', () => {
    const d = game({
      players: [
        { active: 'fire-basic', bench: ['fire-basic', 'v-basic'], hand: ['fire-stage1', 'fire-stage1', 'vstar'] },
        OPP,
      ],
    })
    d.pick('Evolve Flamelet into Flamewing')
      .pick('Evolve Flamelet into Flamewing')
      .pick('Evolve Voltling V into Voltling VSTAR')
    const tops = [d.state.players[0].active!, ...d.state.players[0].bench].map(
      (s) => d.state.cards[s.stack.at(-1)!]!.def,
    )
    expect(tops).toEqual(['fire-stage1', 'fire-stage1', 'vstar'])
    expect(d.state.current).toBe(0)
  })

  it('rules.md E-6: the evolved Pokémon keeps Energy, Tools, earlier cards and damage; Special Conditions and attack effects end', () => {
    const d = game({
      players: [
        {
          active: {
            card: 'fire-basic',
            damage: 30,
            energy: ['energy-fire'],
            tools: ['tool-boost'],
            conditions: ['confused', 'poisoned', 'burned'],
            markers: [{ source: 'engine', key: 'cant-attack', clearsOnMove: true }],
          },
          hand: ['fire-stage1'],
        },
        OPP,
      ],
    })
    expect(actionLabels(d, 'attack')).toEqual([])
    d.pick('Evolve Flamelet into Flamewing')
    const a = viewFor(d.state, 1).opponent.active!
    expect(a.stack.map((c) => c.def)).toEqual(['fire-basic', 'fire-stage1'])
    expect(a.energy.map((c) => c.def)).toEqual(['energy-fire'])
    expect(a.tools.map((c) => c.def)).toEqual(['tool-boost'])
    expect(a.damage).toBe(30)
    expect(a.conditions).toMatchObject({ rotation: null, poisoned: false, burned: false })
    expect(
      d.events
        .filter((e) => e.type === 'condition' && !e.on)
        .map((e) => e.type === 'condition' && e.condition)
        .sort(),
    ).toEqual(['burned', 'confused', 'poisoned'])
    // Nothing left to hurt it at Checkup: no Poison or Burn damage.
    d.pick('End turn')
    expect(d.state.players[0].active!.damage).toBe(30)
  })

  it('rules.md E-6: "can\'t attack" effects of attacks end when the Pokémon evolves', () => {
    const d = game({
      players: [
        {
          active: {
            card: 'fire-basic',
            energy: ['energy-fire', 'energy-fire'],
            markers: [{ source: 'engine', key: 'cant-attack', clearsOnMove: true }],
          },
          hand: ['fire-stage1'],
        },
        OPP,
      ],
    })
    expect(actionLabels(d, 'attack')).toEqual([])
    d.pick('Evolve Flamelet into Flamewing')
    expect(actionLabels(d, 'attack')).toEqual(['Attack: Flame Tail'])
  })

  it('rules.md E-7: an evolved Pokémon cannot use the attacks of its earlier stage', () => {
    const d = game({
      players: [{ active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, hand: ['fire-stage1'] }, OPP],
    })
    expect(actionLabels(d, 'attack')).toEqual(['Attack: Scratch', 'Attack: Ember'])
    d.pick('Evolve Flamelet into Flamewing')
    expect(actionLabels(d, 'attack')).toEqual(['Attack: Flame Tail'])
  })

  for (const rules of RULES) {
    it(`rules.md E-2, B-5, §2 row 9 (${rules}): a Pokémon put onto the Bench by a card effect this turn cannot evolve this turn`, () => {
      const d = game({
        rules,
        players: [
          { active: 'water-basic', hand: ['audit-bench-call', 'fire-stage1'], deck: ['fire-basic', ...FILLER] },
          OPP,
        ],
      })
      d.pick('Play Bench Call').pick('Flamelet')
      expect(top(d.state, bench(d.state, 0, 0))).toBe('fire-basic')
      expect(actionLabels(d, 'evolve')).toEqual([])
      // Next own turn it has been in play since the start of the turn.
      d.pick('End turn').pick('End turn')
      expect(actionLabels(d, 'evolve')).toEqual(['Evolve Flamelet into Flamewing'])
    })

    it(`rules.md E-2, R-3, B-5 (${rules}): moving between Active and Bench does not make a Pokémon new: both may evolve after a retreat`, () => {
      const d = game({
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
      expect(actionLabels(d, 'evolve')).toEqual([
        'Evolve Flamelet into Flamewing',
        'Evolve Flamelet into Flamewing',
        'Evolve Flamelet into Flamewing',
        'Evolve Flamelet into Flamewing',
      ])
      d.pick('Evolve Flamelet into Flamewing')
      d.pick('Evolve Flamelet into Flamewing')
      expect(top(d.state, active(d.state, 0))).toBe('fire-stage1')
      expect(top(d.state, bench(d.state, 0, 0))).toBe('fire-stage1')
    })
  }

  it('rules.md E-1, N-1, N-6: "Evolves from Flamelet" fits any printing named Flamelet', () => {
    const d = game({
      players: [{ active: 'fire-basic-alt', bench: ['fire-basic'], hand: ['fire-stage1'] }, OPP],
    })
    expect(actionLabels(d, 'evolve')).toEqual(['Evolve Flamelet into Flamewing', 'Evolve Flamelet into Flamewing'])
    d.pick('Evolve Flamelet into Flamewing')
    expect(top(d.state, active(d.state, 0))).toBe('fire-stage1')
  })

  for (const rules of RULES) {
    it(`rules.md E-6, R-4, SC-2, B-6 (${rules}): a Paralyzed Active that evolves is no longer Paralyzed, so it may retreat and attack`, () => {
      const d = game({
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
      expect(actionLabels(d, 'retreat')).toEqual([])
      expect(actionLabels(d, 'attack')).toEqual([])
      d.pick('Evolve Flamelet into Flamewing')
      expect(actionLabels(d, 'retreat')).toEqual(['Retreat to Splashling'])
      expect(actionLabels(d, 'attack')).toEqual(['Attack: Flame Tail'])
    })
  }

  for (const rules of RULES)
    it(`rules.md E-7, B-6, §2 row 45 (${rules}): an evolved Pokémon cannot use the Ability (Pokémon Power) of its earlier stage`, () => {
      const d = game({
        rules,
        players: [{ active: 'ability-draw', hand: ['audit-seer-evo'], deck: ['energy-fire', 'energy-fire'] }, OPP],
      })
      expect(actionLabels(d, 'ability')).toEqual(['Use Foresight'])
      d.pick('Evolve Seer into Oracle')
      expect(actionLabels(d, 'ability')).toEqual([])
    })

  it('rules.md E-8, SC-2: devolving removes Special Conditions; damage and Energy stay', () => {
    const d = game({
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
    expect(actionLabels(d, 'retreat')).toEqual([])
    d.pick('Play Devolve Spray')
    const a = d.state.players[0].active!
    expect(top(d.state, active(d.state, 0))).toBe('fire-basic')
    expect(a.conditions).toMatchObject({ rotation: null, poisoned: false })
    expect(a.damage).toBe(20)
    expect(a.energy).toHaveLength(1)
    expect(d.state.players[0].hand.map((u) => d.state.cards[u]!.def)).toEqual(['fire-stage1'])
    expect(actionLabels(d, 'retreat')).toEqual(['Retreat to Splashling'])
  })

  for (const rules of RULES)
    it(`rules.md E-6, SC-7, B-6 (${rules}): a "can't retreat" effect of an attack ends when the Pokémon evolves`, () => {
      const d = game({
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
      expect(actionLabels(d, 'retreat')).toEqual([])
      d.pick('Evolve Flamelet into Flamewing')
      expect(actionLabels(d, 'retreat')).toEqual(['Retreat to Splashling'])
    })
})

describe('EN-*: attaching Energy', () => {
  for (const rules of ['modern', 'classic1999'] as const) {
    it(`rules.md EN-1, B-7 (${rules}): one Energy card from hand per turn, to the Active or a Benched Pokémon`, () => {
      const d = game({
        rules,
        players: [{ active: 'fire-basic', bench: ['water-basic'], hand: ['energy-fire', 'energy-water'] }, OPP],
      })
      expect(actionLabels(d, 'attach-energy')).toEqual([
        'Attach Fire Energy to Flamelet',
        'Attach Fire Energy to Splashling',
        'Attach Water Energy to Flamelet',
        'Attach Water Energy to Splashling',
      ])
      d.pick('Attach Water Energy to Splashling')
      expect(d.state.players[0].bench[0]!.energy).toHaveLength(1)
      expect(actionLabels(d, 'attach-energy')).toEqual([])
      // A new turn allows a new attachment.
      d.pick('End turn').pick('End turn')
      expect(actionLabels(d, 'attach-energy')).toHaveLength(2)
    })
  }

  it('rules.md EN-2: Energy attached by a card effect does not use up the once-per-turn attachment', () => {
    const d = game({ players: [{ active: 'fire-basic', hand: ['energy-fire', 'energy-fire', 'item-attach'] }, OPP] })
    d.pick('Attach Fire Energy to Flamelet')
    d.pick('Play Energy Charger').pick('Fire Energy')
    expect(d.state.players[0].active!.energy).toHaveLength(2)
    // And an effect's attachment before the manual one leaves the manual one available.
    const e = game({ players: [{ active: 'fire-basic', hand: ['energy-fire', 'energy-fire', 'item-attach'] }, OPP] })
    e.pick('Play Energy Charger').pick('Fire Energy')
    expect(e.state.players[0].active!.energy).toHaveLength(1)
    expect(actionLabels(e, 'attach-energy')).toEqual(['Attach Fire Energy to Flamelet'])
  })

  for (const rules of RULES) {
    it(`rules.md EN-1, B-7 (${rules}): the attachment stays used even when that Energy leaves play (discarded to retreat)`, () => {
      const d = game({
        rules,
        players: [{ active: 'fire-basic', bench: ['water-basic'], hand: ['energy-fire', 'energy-water'] }, OPP],
      })
      d.pick('Attach Fire Energy to Flamelet').pick('Retreat to Splashling')
      expect(pile(d.state, 0, 'discard')).toEqual(['energy-fire'])
      expect(actionLabels(d, 'attach-energy')).toEqual([])
    })
  }

  it("rules.md EN-1: only your own Pokémon: Energy is never attached to the opponent's Pokémon", () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['energy-fire'] },
        { active: 'water-basic', bench: ['grass-basic'] },
      ],
    })
    expect(actionLabels(d, 'attach-energy')).toEqual(['Attach Fire Energy to Flamelet'])
  })

  it('rules.md EN-1: a Special Energy card uses the same once-per-turn attachment', () => {
    const d = game({ players: [{ active: 'fire-basic', hand: ['energy-double-colorless', 'energy-fire'] }, OPP] })
    d.pick('Attach Double Colorless Energy to Flamelet')
    expect(actionLabels(d, 'attach-energy')).toEqual([])
  })

  for (const rules of RULES)
    it(`rules.md EN-1 (${rules}): Energy may be attached to a Pokémon benched this turn`, () => {
      const d = game({ rules, players: [{ active: 'fire-basic', hand: ['water-basic', 'energy-water'] }, OPP] })
      d.pick('Put Splashling on the Bench').pick('Attach Water Energy to Splashling')
      expect(d.state.players[0].bench[0]!.energy).toHaveLength(1)
    })
})

describe('T-*: Trainer cards', () => {
  it('rules.md T-1: a Trainer does what its text says, then goes to the discard pile', () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['item-draw'], deck: ['energy-water', 'energy-grass', 'energy-fire'] },
        OPP,
      ],
    })
    d.pick('Play Quick Draw')
    const me = viewFor(d.state, 0).me
    expect(me.hand!.map((c) => c.def)).toEqual(['energy-water', 'energy-grass'])
    expect(me.discard.map((c) => c.def)).toEqual(['item-draw'])
  })

  it('rules.md T-ITEM: any number of Items per turn', () => {
    const d = game({
      players: [
        {
          active: 'fire-basic',
          hand: ['item-draw', 'item-draw', 'item-draw'],
          deck: Array(10).fill('energy-fire') as string[],
        },
        OPP,
      ],
    })
    d.pick('Play Quick Draw').pick('Play Quick Draw').pick('Play Quick Draw')
    expect(d.state.players[0].discard).toHaveLength(3)
    expect(d.state.players[0].hand).toHaveLength(6)
  })

  it('rules.md T-SUP, §2 row 26: at most one Supporter per turn (modern)', () => {
    const d = game({
      players: [
        {
          active: 'fire-basic',
          hand: ['supporter-draw', 'supporter-b'],
          deck: Array(10).fill('energy-fire') as string[],
        },
        OPP,
      ],
    })
    expect(actionLabels(d, 'play-trainer')).toEqual(['Play Professor Test', 'Play Coach Test'])
    d.pick('Play Professor Test')
    expect(actionLabels(d, 'play-trainer')).toEqual([])
    d.pick('End turn').pick('End turn')
    expect(actionLabels(d, 'play-trainer')).toEqual(['Play Coach Test'])
  })

  it('rules.md B-8, §2 rows 25-26 (classic1999): Trainers have no subtypes and no per-turn limit', () => {
    const d = game({
      rules: 'classic1999',
      players: [
        {
          active: 'fire-basic',
          hand: ['supporter-draw', 'supporter-b', 'stadium-a'],
          deck: Array(10).fill('energy-fire') as string[],
        },
        OPP,
      ],
    })
    d.pick('Play Professor Test').pick('Play Coach Test')
    expect(d.state.players[0].discard).toHaveLength(2)
    // A one-time card: it does not stay in play.
    d.pick('Play Test Arena')
    expect(d.state.stadium).toBeNull()
    expect(d.state.players[0].discard).toHaveLength(3)
  })

  describe('T-STAD / §2 row 27 (modern)', () => {
    it('rules.md T-STAD-1, Z-11: a Stadium stays in play, shared by both players', () => {
      const d = game({ players: [{ active: 'fire-basic', hand: ['stadium-a'] }, OPP] })
      d.pick('Play Test Arena')
      expect(d.state.players[0].discard).toEqual([])
      for (const seat of [0, 1] as const)
        expect(viewFor(d.state, seat).stadium).toMatchObject({ card: { def: 'stadium-a' }, owner: 0 })
      d.pick('End turn')
      expect(viewFor(d.state, 1).stadium?.card.def).toBe('stadium-a')
    })

    it("rules.md T-STAD-2: a new Stadium replaces the old one, which goes to its owner's discard pile", () => {
      const d = game({
        players: [{ active: 'fire-basic', hand: ['stadium-b'] }, OPP],
        stadium: { card: 'stadium-a', owner: 1 },
      })
      d.pick('Play Test Field')
      expect(d.state.stadium && d.state.cards[d.state.stadium.uid]!.def).toBe('stadium-b')
      expect(d.state.players[1].discard.map((u) => d.state.cards[u]!.def)).toEqual(['stadium-a'])
      expect(d.state.players[0].discard).toEqual([])
    })

    it('rules.md T-STAD-3, §2 row 27: a Stadium cannot be played while one of the same name is in play, whoever owns it', () => {
      for (const owner of [0, 1] as const) {
        const d = game({
          players: [{ active: 'fire-basic', hand: ['stadium-a', 'stadium-b'] }, OPP],
          stadium: { card: 'stadium-a', owner },
        })
        expect(actionLabels(d, 'play-trainer')).toEqual(['Play Test Field'])
      }
    })

    it('rules.md T-STAD-4, §2 row 27: at most one Stadium played per turn', () => {
      const d = game({ players: [{ active: 'fire-basic', hand: ['stadium-a', 'stadium-b'] }, OPP] })
      d.pick('Play Test Arena')
      expect(actionLabels(d, 'play-trainer')).toEqual([])
      d.pick('End turn').pick('End turn')
      expect(actionLabels(d, 'play-trainer')).toEqual(['Play Test Field'])
    })
  })

  describe('T-TOOL', () => {
    it('rules.md T-TOOL: Tools attach to your own Pokémon, any number per turn, but at most 1 per Pokémon', () => {
      const d = game({
        players: [
          { active: 'fire-basic', bench: ['water-basic'], hand: ['tool-boost', 'tool-b', 'tool-boost'] },
          { active: 'grass-basic' },
        ],
      })
      // Only own Pokémon are targets.
      expect(actionLabels(d, 'attach-tool')).toEqual([
        'Attach Power Band to Flamelet',
        'Attach Power Band to Splashling',
        'Attach Guard Charm to Flamelet',
        'Attach Guard Charm to Splashling',
        'Attach Power Band to Flamelet',
        'Attach Power Band to Splashling',
      ])
      d.pick('Attach Power Band to Flamelet')
      expect(actionLabels(d, 'attach-tool')).toEqual([
        'Attach Guard Charm to Splashling',
        'Attach Power Band to Splashling',
      ])
      d.pick('Attach Guard Charm to Splashling')
      expect(actionLabels(d, 'attach-tool')).toEqual([])
      expect(d.state.players[0].hand).toHaveLength(1)
    })

    it('rules.md T-TOOL: an attached Tool stays attached and works (Power Band +10 damage)', () => {
      const d = game({
        players: [
          { active: { card: 'fire-basic', energy: ['energy-fire'] }, hand: ['tool-boost'] },
          { active: 'big-basic' },
        ],
      })
      d.pick('Attach Power Band to Flamelet').pick('Attack: Scratch')
      expect(d.state.players[1].active!.damage).toBe(20)
      expect(d.state.players[0].active!.tools).toHaveLength(1)
    })
  })

  it('rules.md T-TM: a Technical Machine attaches to your Pokémon, gives its attack, and stays attached', () => {
    const d = game({ players: [{ active: 'fire-basic', hand: ['tm'] }, { active: 'big-basic' }] })
    d.pick('Attach TM: Blast to Flamelet')
    expect(actionLabels(d, 'attack')).toEqual(['Attack: Blast'])
    d.pick('Attack: Blast')
    expect(d.state.players[1].active!.damage).toBe(30)
    expect(d.state.players[0].active!.tools.map((u) => d.state.cards[u]!.def)).toEqual(['tm'])
  })

  it("rules.md T-SUP: the Supporter limit is per player: my opponent's Supporter does not use up mine", () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['supporter-b'], deck: Array<string>(6).fill('energy-fire') },
        { active: 'water-basic', hand: ['supporter-b'], deck: Array<string>(6).fill('energy-fire') },
      ],
    })
    d.pick('Play Coach Test').pick('End turn')
    expect(d.state.current).toBe(1)
    expect(actionLabels(d, 'play-trainer')).toEqual(['Play Coach Test'])
  })

  it("rules.md T-STAD-2: when a new Stadium replaces the old one, the old one's effects end at once", () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['item-draw', 'stadium-b'], deck: Array<string>(6).fill('energy-fire') },
        OPP,
      ],
      stadium: { card: 'item-lock', owner: 1 },
    })
    expect(actionLabels(d, 'play-trainer')).toEqual(['Play Test Field'])
    d.pick('Play Test Field')
    expect(pile(d.state, 1, 'discard')).toEqual(['item-lock'])
    expect(actionLabels(d, 'play-trainer')).toEqual(['Play Quick Draw'])
  })

  it("rules.md T-STAD-2: replacing one's own Stadium puts the old one in one's own discard pile", () => {
    const d = game({
      players: [{ active: 'fire-basic', hand: ['stadium-b'] }, OPP],
      stadium: { card: 'stadium-a', owner: 0 },
    })
    d.pick('Play Test Field')
    expect(pile(d.state, 0, 'discard')).toEqual(['stadium-a'])
    expect(d.state.stadium).toMatchObject({ owner: 0 })
  })

  it('rules.md T-STAD-3, N-1: the same-name rule is by name: another printing of the Stadium in play cannot be played', () => {
    const d = game({
      players: [{ active: 'fire-basic', hand: ['audit-arena-alt', 'stadium-b'] }, OPP],
      stadium: { card: 'stadium-a', owner: 1 },
    })
    expect(actionLabels(d, 'play-trainer')).toEqual(['Play Test Field'])
  })

  it("rules.md T-STAD-4: the opponent's Stadium played last turn does not stop me playing one this turn", () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['stadium-a'] },
        { active: 'water-basic', hand: ['stadium-b'] },
      ],
    })
    d.pick('Play Test Arena').pick('End turn')
    expect(actionLabels(d, 'play-trainer')).toEqual(['Play Test Field'])
    d.pick('Play Test Field')
    expect(d.state.stadium).toMatchObject({ owner: 1 })
    expect(pile(d.state, 0, 'discard')).toEqual(['stadium-a'])
  })

  it('rules.md T-TOOL: a Tool may go on a Pokémon benched this turn (Tools have no timing rule)', () => {
    const d = game({ players: [{ active: 'fire-basic', hand: ['water-basic', 'tool-b'] }, OPP] })
    d.pick('Put Splashling on the Bench')
    expect(actionLabels(d, 'attach-tool')).toEqual([
      'Attach Guard Charm to Flamelet',
      'Attach Guard Charm to Splashling',
    ])
  })

  it('rules.md T-TOOL: a Pokémon with a Tool gets no second Tool after evolving (the Tool stays attached)', () => {
    const d = game({
      players: [{ active: { card: 'fire-basic', tools: ['tool-b'] }, hand: ['fire-stage1', 'tool-boost'] }, OPP],
    })
    d.pick('Evolve Flamelet into Flamewing')
    expect(actionLabels(d, 'attach-tool')).toEqual([])
  })

  it('rules.md T-STAD-2, T-STAD-3: once a Stadium has been replaced, a Stadium of its name may be played again', () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['stadium-b'] },
        { active: 'water-basic', hand: ['audit-arena-alt'] },
      ],
      stadium: { card: 'stadium-a', owner: 1 },
    })
    d.pick('Play Test Field').pick('End turn')
    expect(actionLabels(d, 'play-trainer')).toEqual(['Play Test Arena'])
    d.pick('Play Test Arena')
    expect(d.state.stadium && d.state.cards[d.state.stadium.uid]!.def).toBe('audit-arena-alt')
    expect(pile(d.state, 0, 'discard')).toEqual(['stadium-b'])
  })
})

describe('R-*: retreating', () => {
  it('rules.md R-1, §2 row 10 (modern): the Active Pokémon may retreat once per turn', () => {
    const d = game({
      players: [
        { active: 'colorless-basic', bench: [{ card: 'fire-basic', energy: ['energy-fire'] }, 'water-basic'] },
        OPP,
      ],
    })
    expect(actionLabels(d, 'retreat')).toEqual(['Retreat to Flamelet', 'Retreat to Splashling'])
    d.pick('Retreat to Flamelet')
    expect(actionLabels(d, 'retreat')).toEqual([])
    d.pick('End turn').pick('End turn')
    expect(actionLabels(d, 'retreat')).toHaveLength(2)
  })

  it('rules.md R-1: switching by a card effect is not a retreat: the retreat is still available afterwards', () => {
    const d = game({
      players: [
        { active: 'colorless-basic', bench: [{ card: 'fire-basic', energy: ['energy-fire'] }], hand: ['item-switch'] },
        OPP,
      ],
    })
    d.pick('Play Swap').pick('Flamelet')
    expect(actionLabels(d, 'retreat')).toEqual(['Retreat to Puffball'])
  })

  it('rules.md B-7, B-9, §2 row 10 (classic1999): retreating may be repeated in one turn', () => {
    const d = game({
      rules: 'classic1999',
      players: [{ active: 'colorless-basic', bench: [{ card: 'fire-basic', energy: ['energy-fire'] }] }, OPP],
    })
    d.pick('Retreat to Flamelet')
    expect(actionLabels(d, 'retreat')).toEqual(['Retreat to Puffball'])
    d.pick('Retreat to Puffball')
    // Puffball retreats for free: a third retreat is still offered.
    expect(actionLabels(d, 'retreat')).toEqual(['Retreat to Flamelet'])
    // The second retreat was paid (Flamelet's cost 1): the Fire Energy is in the discard pile.
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toEqual(['energy-fire'])
    expect(d.state.cards[d.state.players[0].active!.stack[0]!]!.def).toBe('colorless-basic')
  })

  it('rules.md R-2: discard 1 Energy per Colorless symbol of the Retreat Cost', () => {
    const d = game({
      players: [
        {
          active: { card: 'grass-basic', energy: ['energy-grass', 'energy-grass', 'energy-grass'] },
          bench: ['fire-basic'],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Flamelet')
    const me = viewFor(d.state, 0).me
    expect(me.discard.map((c) => c.def)).toEqual(['energy-grass', 'energy-grass'])
    expect(me.bench[0]!.energy).toHaveLength(1)
  })

  it('rules.md R-2: a Pokémon with no Retreat Cost retreats for free', () => {
    const d = game({
      players: [{ active: { card: 'colorless-basic', energy: ['energy-fire'] }, bench: ['fire-basic'] }, OPP],
    })
    d.pick('Retreat to Flamelet')
    expect(d.state.players[0].discard).toEqual([])
    expect(d.state.players[0].bench[0]!.energy).toHaveLength(1)
  })

  for (const rules of ['modern', 'classic1999'] as const) {
    it(`rules.md R-2, B-9 (${rules}): a Pokémon that cannot pay its Retreat Cost cannot retreat`, () => {
      const d = game({
        rules,
        players: [{ active: { card: 'grass-basic', energy: ['energy-grass'] }, bench: ['fire-basic'] }, OPP],
      })
      expect(actionLabels(d, 'retreat')).toEqual([])
    })
    it(`rules.md R-2: no Benched Pokémon, no retreat (${rules})`, () => {
      const d = game({ rules, players: [{ active: 'colorless-basic' }, OPP] })
      expect(actionLabels(d, 'retreat')).toEqual([])
    })
  }

  it("rules.md R-3: the Active swaps with the Benched Pokémon of the player's choice; both keep damage and attached cards", () => {
    const d = game({
      players: [
        {
          active: { card: 'fire-basic', damage: 20, energy: ['energy-fire', 'energy-water'], tools: ['tool-b'] },
          bench: ['grass-basic', { card: 'water-basic', damage: 10, energy: ['energy-water'] }],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Splashling')
    if (d.state.pending?.ask === 'discard-energy') d.pick('Water Energy')
    const me = viewFor(d.state, 0).me
    expect(me.active!.stack.map((c) => c.def)).toEqual(['water-basic'])
    expect(me.active!.damage).toBe(10)
    expect(me.active!.energy.map((c) => c.def)).toEqual(['energy-water'])
    expect(me.bench.map((s) => s.stack[0]!.def)).toEqual(['grass-basic', 'fire-basic'])
    expect(me.bench[1]!.damage).toBe(20)
    expect(me.bench[1]!.energy.map((c) => c.def)).toEqual(['energy-fire'])
    expect(me.bench[1]!.tools.map((c) => c.def)).toEqual(['tool-b'])
  })

  for (const rules of ['modern', 'classic1999'] as const) {
    for (const cond of ['asleep', 'paralyzed'] as const) {
      it(`rules.md R-4, B-9 (${rules}): an ${cond} Pokémon cannot retreat`, () => {
        const d = game({
          rules,
          players: [{ active: { card: 'colorless-basic', conditions: [cond] }, bench: ['fire-basic'] }, OPP],
        })
        expect(actionLabels(d, 'retreat')).toEqual([])
      })
    }
  }

  for (const cond of ['confused', 'burned', 'poisoned'] as const) {
    it(`rules.md R-4, §2 row 11 (modern): a ${cond} Pokémon can retreat, with no coin flip`, () => {
      const d = game({
        players: [{ active: { card: 'colorless-basic', conditions: [cond] }, bench: ['fire-basic'] }, OPP],
      })
      d.pick('Retreat to Flamelet')
      expect(d.events.some((e) => e.type === 'coin')).toBe(false)
      expect(d.state.cards[d.state.players[0].active!.stack[0]!]!.def).toBe('fire-basic')
    })
  }

  it('rules.md B-9, §2 row 11 (classic1999): a Confused Pokémon pays first, then flips; heads it retreats', () => {
    const d = game({
      rules: 'classic1999',
      flips: [true],
      players: [
        { active: { card: 'fire-basic', conditions: ['confused'], energy: ['energy-fire'] }, bench: ['water-basic'] },
        OPP,
      ],
    })
    d.pick('Retreat to Splashling')
    const coin = d.events.findIndex((e) => e.type === 'coin')
    const paid = d.events.findIndex((e) => e.type === 'move' && e.to === 'discard')
    expect(paid).toBeGreaterThanOrEqual(0)
    expect(coin).toBeGreaterThan(paid)
    expect(d.state.cards[d.state.players[0].active!.stack[0]!]!.def).toBe('water-basic')
    // it left Confusion behind on the Bench.
    expect(d.state.players[0].bench[0]!.conditions.rotation).toBeNull()
  })

  it('rules.md B-9, §2 row 11 (classic1999): a Confused Pokémon that flips tails stays Active, the Energy stays discarded, and it cannot try again that turn', () => {
    const d = game({
      rules: 'classic1999',
      flips: [false],
      players: [
        {
          active: { card: 'fire-basic', conditions: ['confused'], energy: ['energy-fire', 'energy-fire'] },
          bench: ['water-basic'],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Splashling')
    const me = viewFor(d.state, 0).me
    expect(me.active!.stack[0]!.def).toBe('fire-basic')
    expect(me.active!.conditions.rotation).toBe('confused')
    expect(me.active!.energy).toHaveLength(1)
    expect(me.discard.map((c) => c.def)).toEqual(['energy-fire'])
    expect(actionLabels(d, 'retreat')).toEqual([])
    // Still the same turn: the player may go on (e.g. attack or end the turn).
    expect(d.state.current).toBe(0)
  })

  it('rules.md R-5: conditions and effects of attacks end when the Active goes to the Bench', () => {
    const d = game({
      players: [
        {
          active: {
            card: 'colorless-basic',
            conditions: ['confused', 'poisoned', 'burned'],
            markers: [{ source: 'engine', key: 'cant-attack', clearsOnMove: true }],
          },
          bench: ['fire-basic'],
          hand: ['item-switch'],
        },
        OPP,
      ],
    })
    expect(actionLabels(d, 'attack')).toEqual([])
    d.pick('Retreat to Flamelet')
    const benched = viewFor(d.state, 1).opponent.bench[0]!
    expect(benched.conditions).toMatchObject({ rotation: null, poisoned: false, burned: false })
    // Back in the Active Spot (Switch), it may attack again: the "can't attack" effect ended.
    d.pick('Play Swap').pick('Puffball')
    expect(d.state.cards[d.state.players[0].active!.stack[0]!]!.def).toBe('colorless-basic')
    expect(actionLabels(d, 'attack')).toEqual(['Attack: Pound'])
    // And no Poison or Burn damage at Checkup.
    d.pick('End turn')
    expect(d.state.players[0].active!.damage).toBe(0)
  })

  for (const rules of ['modern', 'classic1999'] as const) {
    it(`rules.md R-6, B-9 (${rules}): after retreating the player may still attack with the new Active`, () => {
      const d = game({
        rules,
        players: [
          { active: 'colorless-basic', bench: [{ card: 'fire-basic', energy: ['energy-fire'] }] },
          { active: 'big-basic' },
        ],
      })
      d.pick('Retreat to Flamelet')
      expect(actionLabels(d, 'attack')).toEqual(['Attack: Scratch'])
      d.pick('Attack: Scratch')
      expect(d.state.players[1].active!.damage).toBe(10)
    })
  }

  it('rules.md R-7: paying a cost of 2 with Fire, Fire and Double Colorless: CC alone, both Fire, or Fire then CC; never all three', () => {
    const d = game({
      players: [
        {
          active: { card: 'grass-basic', energy: ['energy-fire', 'energy-fire', 'energy-double-colorless'] },
          bench: ['water-basic'],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Splashling')
    expect(d.state.pending?.ask).toBe('discard-energy')
    const sets = d.decision.options.map((o) =>
      o.kind === 'cards' ? o.uids.map((u) => d.state.cards[u]!.def).sort() : [],
    )
    expect(sets).toHaveLength(3)
    expect(sets).toEqual(
      expect.arrayContaining([
        ['energy-double-colorless'],
        ['energy-fire', 'energy-fire'],
        ['energy-double-colorless', 'energy-fire'],
      ]),
    )
    d.pick('Double Colorless Energy')
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toEqual(['energy-double-colorless'])
    expect(d.state.players[0].bench[0]!.energy).toHaveLength(2)
  })

  it('rules.md R-7: the player chooses which Energy pays the Retreat Cost', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-water'] }, bench: ['grass-basic'] },
        OPP,
      ],
    })
    d.pick('Retreat to Leaflet')
    expect(d.labels().sort()).toEqual(['Fire Energy', 'Water Energy'])
    d.pick('Water Energy')
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toEqual(['energy-water'])
    expect(d.state.players[0].bench[0]!.energy.map((u) => d.state.cards[u]!.def)).toEqual(['energy-fire'])
  })

  it('rules.md R-1 (modern): after a retreat, a switch by a card effect does not give a second retreat', () => {
    const d = game({
      players: [{ active: 'colorless-basic', bench: ['water-basic', 'fire-basic'], hand: ['item-switch'] }, OPP],
    })
    d.pick('Retreat to Flamelet')
    d.pick('Play Swap').pick('Puffball')
    expect(top(d.state, active(d.state, 0))).toBe('colorless-basic')
    expect(actionLabels(d, 'retreat')).toEqual([])
  })

  for (const rules of RULES) {
    it(`rules.md R-2, B-9 (${rules}): only Energy attached to the retreating Pokémon pays; Energy on the Bench does not`, () => {
      const d = game({
        rules,
        players: [
          { active: 'fire-basic', bench: [{ card: 'water-basic', energy: ['energy-water', 'energy-water'] }] },
          OPP,
        ],
      })
      expect(actionLabels(d, 'retreat')).toEqual([])
    })
  }

  it('rules.md R-2, C-6: a Double Colorless Energy alone pays a Retreat Cost of 2', () => {
    const d = game({
      players: [{ active: { card: 'grass-basic', energy: ['energy-double-colorless'] }, bench: ['water-basic'] }, OPP],
    })
    d.pick('Retreat to Splashling')
    expect(top(d.state, active(d.state, 0))).toBe('water-basic')
    expect(pile(d.state, 0, 'discard')).toEqual(['energy-double-colorless'])
  })

  it('rules.md R-2, R-7: the Retreat Cost is paid only with as many cards as needed: the rest stay attached', () => {
    const d = game({
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
    expect(pile(d.state, 0, 'discard').sort()).toEqual([
      'energy-fighting',
      'energy-fire',
      'energy-grass',
      'energy-water',
    ])
  })

  for (const rules of RULES) {
    for (const cond of ['asleep', 'paralyzed'] as const) {
      it(`rules.md R-4, SC-2, B-9 (${rules}): an ${cond} Active cannot retreat, but a switching Trainer still moves it, and the condition ends`, () => {
        const d = game({
          rules,
          players: [
            { active: { card: 'colorless-basic', conditions: [cond] }, bench: ['fire-basic'], hand: ['item-switch'] },
            OPP,
          ],
        })
        expect(actionLabels(d, 'retreat')).toEqual([])
        d.pick('Play Swap')
        if (d.state.pending?.ask !== 'main') d.pick('Flamelet')
        expect(top(d.state, active(d.state, 0))).toBe('fire-basic')
        expect(d.state.players[0].bench[0]!.conditions.rotation).toBeNull()
      })
    }
  }

  it('rules.md R-4, SC-BRN (modern): a Burned and Poisoned Active pays its Retreat Cost and retreats; both conditions end', () => {
    const d = game({
      players: [
        {
          active: { card: 'fire-basic', energy: ['energy-fire'], conditions: ['burned', 'poisoned'] },
          bench: ['water-basic'],
        },
        OPP,
      ],
    })
    d.pick('Retreat to Splashling')
    expect(top(d.state, active(d.state, 0))).toBe('water-basic')
    expect(d.state.players[0].bench[0]!.conditions).toMatchObject({ burned: false, poisoned: false })
    expect(pile(d.state, 0, 'discard')).toEqual(['energy-fire'])
  })

  it('rules.md B-9, §2 row 11 (classic1999): a Confused Pokémon with no Retreat Cost still flips; tails it stays Active', () => {
    const d = game({
      rules: 'classic1999',
      flips: [false],
      players: [{ active: { card: 'colorless-basic', conditions: ['confused'] }, bench: ['fire-basic'] }, OPP],
    })
    d.pick('Retreat to Flamelet')
    expect(d.events.filter((e) => e.type === 'coin')).toHaveLength(1)
    expect(top(d.state, active(d.state, 0))).toBe('colorless-basic')
    expect(d.state.players[0].active!.conditions.rotation).toBe('confused')
  })

  it('rules.md B-9, §2 row 11 (classic1999): after a failed Confused retreat, the player may try again on the next turn', () => {
    const d = game({
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
    expect(actionLabels(d, 'retreat')).toEqual([])
    d.pick('End turn').pick('End turn')
    expect(d.state.current).toBe(0)
    expect(d.state.players[0].active!.conditions.rotation).toBe('confused')
    expect(actionLabels(d, 'retreat')).toEqual(['Retreat to Splashling'])
  })

  it('rules.md R-1, §2 row 10, B-7 (classic1999): every retreat of the turn pays its own Retreat Cost', () => {
    const d = game({
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
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['energy-fire', 'energy-water'])
    expect(top(d.state, active(d.state, 0))).toBe('fire-basic')
    // No Energy left on either: no third retreat.
    expect(actionLabels(d, 'retreat')).toEqual([])
  })

  it('rules.md R-5, SC-7: a "can\'t retreat" effect of an attack ends when the Pokémon goes to the Bench', () => {
    const d = game({
      players: [
        {
          active: { card: 'colorless-basic', markers: [{ source: 'engine', key: 'cant-retreat', clearsOnMove: true }] },
          bench: ['fire-basic'],
          hand: ['item-switch', 'item-switch'],
        },
        OPP,
      ],
    })
    expect(actionLabels(d, 'retreat')).toEqual([])
    d.pick('Play Swap')
    if (d.state.pending?.ask !== 'main') d.pick('Flamelet')
    d.pick('Play Swap')
    if (d.state.pending?.ask !== 'main') d.pick('Puffball')
    expect(top(d.state, active(d.state, 0))).toBe('colorless-basic')
    expect(actionLabels(d, 'retreat')).toEqual(['Retreat to Flamelet'])
  })

  it('rules.md R-7: a Retreat Cost of 3 with Fire, Fire and Double Colorless: Double Colorless with one Fire, or both Fire then Double Colorless (overpaying with the last card)', () => {
    const d = game({
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

  it('rules.md B-9, §2 row 11 (classic1999): after tails "you cannot try to retreat again this turn", even with another Active put in by a Trainer', () => {
    const d = game({
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
    expect(top(d.state, active(d.state, 0))).toBe('fire-basic')
    d.pick('Play Swap')
    if (d.state.pending?.ask !== 'main') d.pick('Puffball')
    expect(top(d.state, active(d.state, 0))).toBe('colorless-basic')
    expect(actionLabels(d, 'retreat')).toEqual([])
  })

  it('rules.md B-9, B-7, §2 rows 10-11 (classic1999): heads, the retreat works; the Pokémon is no longer Confused, so retreating back needs no flip', () => {
    const d = game({
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
    expect(top(d.state, active(d.state, 0))).toBe('colorless-basic')
    d.pick('Retreat to Flamelet')
    expect(top(d.state, active(d.state, 0))).toBe('fire-basic')
    expect(d.state.players[0].active!.conditions.rotation).toBeNull()
    expect(d.events.filter((e) => e.type === 'coin')).toHaveLength(1)
    // One Fire Energy paid for the first retreat only (Puffball retreats for free).
    expect(d.state.players[0].active!.energy).toHaveLength(1)
  })
})

describe('AB-*: Abilities', () => {
  it('rules.md AB-1: Abilities may be used from the Active and from the Bench', () => {
    const d = game({
      players: [{ active: 'ability-draw', bench: ['ability-draw'], deck: ['energy-fire', 'energy-water'] }, OPP],
    })
    expect(actionLabels(d, 'ability')).toEqual(['Use Foresight', 'Use Foresight'])
    d.act('ability', (a) => a.type === 'ability' && a.source.zone === 'bench')
    d.act('ability', (a) => a.type === 'ability' && a.source.zone === 'active')
    expect(d.state.players[0].hand).toHaveLength(2)
    // The Ability's own limit (once per turn, per Pokémon) is respected.
    expect(actionLabels(d, 'ability')).toEqual([])
  })

  for (const rules of ['modern', 'classic1999'] as const) {
    it(`rules.md AB-2, B-10 (${rules}): using an Ability does not end the turn; the player may still attack`, () => {
      const d = game({ rules, players: [{ active: 'ability-draw', deck: ['energy-fire'] }, { active: 'big-basic' }] })
      d.pick('Use Foresight')
      expect(d.state.current).toBe(0)
      expect(d.state.pending?.ask).toBe('main')
      expect(actionLabels(d, 'attack')).toEqual(['Attack: Psybeam'])
      d.pick('Attack: Psybeam')
      expect(d.state.current).toBe(1)
    })
  }

  it('rules.md AB-2: an effect that stops attacks does not stop Abilities', () => {
    const d = game({
      players: [
        {
          active: { card: 'ability-draw', markers: [{ source: 'engine', key: 'cant-attack' }] },
          deck: ['energy-fire'],
        },
        OPP,
      ],
    })
    expect(actionLabels(d, 'attack')).toEqual([])
    expect(actionLabels(d, 'ability')).toEqual(['Use Foresight'])
  })

  it('rules.md AB-3: an activated Ability is announced when used; a passive one is always on', () => {
    const d = game({
      players: [{ active: 'ability-passive', bench: ['fire-basic', 'ability-draw'], deck: ['energy-fire'] }, OPP],
    })
    // Passive: Floater's printed Retreat Cost is 3 but it retreats for free, with no action to switch it on.
    expect(actionLabels(d, 'ability')).toEqual(['Use Foresight'])
    d.pick('Retreat to Flamelet')
    expect(d.state.players[0].discard).toEqual([])
    d.pick('Use Foresight')
    expect(d.events.filter((e) => e.type === 'ability').map((e) => e.type === 'ability' && e.ability)).toEqual([
      'Foresight',
    ])
  })

  it('rules.md AB-4: an attack that does no damage is still an attack: it ends the turn, and "can\'t attack" stops it', () => {
    const d = game({ players: [{ active: 'noop-attacker' }, OPP] })
    d.pick('Attack: Call for Family')
    expect(d.events.some((e) => e.type === 'attack' && e.attack === 'Call for Family')).toBe(true)
    expect(d.state.current).toBe(1)
    const blocked = game({
      players: [{ active: { card: 'noop-attacker', markers: [{ source: 'engine', key: 'cant-attack' }] } }, OPP],
    })
    expect(actionLabels(blocked, 'attack')).toEqual([])
  })

  it('rules.md AB-1, AB-3: a Pokémon benched this turn may use its Ability at once', () => {
    const d = game({ players: [{ active: 'fire-basic', hand: ['ability-draw'], deck: ['energy-fire'] }, OPP] })
    expect(actionLabels(d, 'ability')).toEqual([])
    d.pick('Put Seer on the Bench')
    expect(actionLabels(d, 'ability')).toEqual(['Use Foresight'])
    d.pick('Use Foresight')
    expect(d.state.players[0].hand).toHaveLength(1)
  })

  it('rules.md AB-1: a "once during your turn" Ability may be used again on the next turn', () => {
    const d = game({ players: [{ active: 'ability-draw', deck: Array<string>(6).fill('energy-fire') }, OPP] })
    d.pick('Use Foresight')
    expect(actionLabels(d, 'ability')).toEqual([])
    d.pick('End turn').pick('End turn')
    expect(actionLabels(d, 'ability')).toEqual(['Use Foresight'])
  })

  it('rules.md AB-1: a "once during your turn" Ability is not renewed by retreating the Pokémon', () => {
    const d = game({
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
    expect(actionLabels(d, 'ability')).toEqual([])
  })

  for (const rules of RULES) {
    for (const cond of ['asleep', 'paralyzed', 'confused'] as const) {
      it(`rules.md AB-1, AB-2, SC-ASL/SC-PAR (${rules}): an ${cond} Active may still use its Ability (conditions stop attacks and retreat only)`, () => {
        const d = game({
          rules,
          players: [{ active: { card: 'ability-draw', conditions: [cond] }, deck: ['energy-fire'] }, OPP],
        })
        expect(actionLabels(d, 'ability')).toEqual(['Use Foresight'])
      })
    }
  }

  it('rules.md B-10 (classic1999): a Pokémon Power works from the Bench and does not end the turn', () => {
    const d = game({
      rules: 'classic1999',
      players: [{ active: 'fire-basic', bench: ['ability-draw'], deck: ['energy-fire', 'energy-fire'] }, OPP],
    })
    d.pick('Use Foresight')
    expect(d.state.current).toBe(0)
    expect(d.state.players[0].hand).toHaveLength(1)
    expect(viewFor(d.state, 1).opponent.handCount).toBe(1)
  })

  it('rules.md AB-2, B-10 (classic1999): an effect that stops attacks does not stop a Pokémon Power', () => {
    const d = game({
      rules: 'classic1999',
      players: [
        {
          active: { card: 'ability-draw', markers: [{ source: 'engine', key: 'cant-attack' }] },
          deck: ['energy-fire'],
        },
        OPP,
      ],
    })
    expect(actionLabels(d, 'attack')).toEqual([])
    expect(actionLabels(d, 'ability')).toEqual(['Use Foresight'])
  })
})

describe('TS-7: effects that end the turn', () => {
  it('rules.md TS-7: Mega Evolving ends the turn at once', () => {
    const d = game({
      players: [{ active: { card: 'ex-big', energy: ['energy-grass'] }, hand: ['mega', 'energy-grass'] }, OPP],
    })
    d.pick('Evolve Titan-EX into M Titan-EX')
    expect(d.state.current).toBe(1)
    expect(d.state.turn).toBe(4)
  })
})

describe('Z-2: exactly one Active Pokémon', () => {
  it('rules.md Z-2: retreating always leaves exactly one Active Pokémon, and the rest on the Bench', () => {
    const d = game({ players: [{ active: 'colorless-basic', bench: ['fire-basic', 'water-basic'] }, OPP] })
    d.pick('Retreat to Splashling')
    const me = viewFor(d.state, 0).me
    expect(me.active).not.toBeNull()
    expect(me.bench).toHaveLength(2)
    expect(d.state.players[0].active!.stack).toHaveLength(1)
  })
  it('rules.md Z-2: a player whose Active is Knocked Out must promote a Benched Pokémon (no skipping)', () => {
    const d = game({
      players: [
        { active: { card: 'big-basic', energy: ['energy-fire', 'energy-fire'] } },
        { active: { card: 'colorless-basic' }, bench: ['fire-basic', 'water-basic'] },
      ],
    })
    d.pick('Attack: Rumble')
    if (d.state.pending?.ask === 'take-prize') d.pick('Prize card 1')
    expect(d.state.pending).toMatchObject({ ask: 'promote', seat: 1, min: 1, max: 1 })
    expect(d.tryPick([])).toMatch(/Choose exactly 1/)
    d.pick('Splashling')
    expect(d.state.cards[d.state.players[1].active!.stack[0]!]!.def).toBe('water-basic')
    expect(activeRef(1).zone).toBe('active')
  })
})
