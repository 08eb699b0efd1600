import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState, type MainAction, type Option } from '../../engine'
import { scenario, type ScenarioSpec } from '../../engine/testing/scenario'
import { testDb } from '../../engine/testing/cards'
import { freshTurnMemory, heuristicPicks } from './policy'
import { evaluate } from './evaluate'
import { seedRng } from '../../engine/rng'

const db = testDb()
const engine = createEngine(db)

function choose(state: GameState): Option {
  const d = state.pending!
  const view = viewFor(state, d.seat)
  const picks = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory())
  expect(picks).toHaveLength(1)
  return d.options[picks[0]!]!
}

const action = (o: Option): MainAction => {
  if (o.kind !== 'action') throw new Error(`not an action: ${o.label}`)
  return o.action
}

const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

/** Our Active (ready to attack) with the given Bench, a Basic and an Energy in hand. */
const aloneWithBasicInHand = (bench: string[] = []): ScenarioSpec => ({
  players: [
    {
      active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] },
      bench,
      hand: ['water-basic', 'energy-fire'],
      deck,
    },
    { active: 'grass-basic', bench: ['water-basic'], deck },
  ],
})

describe('heuristic policy: scenario choices', () => {
  it('attacks for a Knock Out when one is available', () => {
    const s = scenario(engine, {
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, bench: ['water-basic'], deck },
        { active: { card: 'grass-basic', damage: 20 }, bench: ['water-basic'], deck },
      ],
    })
    const o = choose(s)
    expect(o.label).toBe('Attack: Ember') // 30 × 2 (Weakness) ≥ 50 HP left
  })

  it('prefers the attack that Knocks Out over a bigger one that does not need to', () => {
    const s = scenario(engine, {
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, bench: ['water-basic'], deck },
        { active: { card: 'water-basic', damage: 50 }, bench: ['grass-basic'], deck },
      ],
    })
    // Scratch does 10 to a Pokémon with 10 HP left: a Knock Out; Ember also does (0 after Resistance? 30−30 = 0). Scratch.
    expect(choose(s).label).toBe('Attack: Scratch')
  })

  it('a randomized level still benches a Basic when its Active is alone (issue 6: no loss for lack of one)', () => {
    const s = scenario(engine, aloneWithBasicInHand())
    const d = s.pending!
    const view = viewFor(s, d.seat)
    const rng = seedRng(3)
    // At an enormous temperature the softmax is uniform over the options: only the safety rule keeps the bench.
    for (let k = 0; k < 50; k++) {
      const picks = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory(), { temperature: 1e9, rng })
      expect(action(d.options[picks[0]!]!).type).toBe('bench')
    }
    // With a Pokémon already on the Bench the same temperature does pick other moves.
    const benched = scenario(engine, aloneWithBasicInHand(['grass-basic']))
    const v2 = viewFor(benched, benched.pending!.seat)
    const kinds = new Set<string>()
    for (let k = 0; k < 50; k++) {
      const p = heuristicPicks(db, v2, v2.pending!.decision!, freshTurnMemory(), { temperature: 1e9, rng })
      const o = benched.pending!.options[p[0]!]!
      kinds.add(o.kind === 'action' ? o.action.type : o.kind)
    }
    expect(kinds.size).toBeGreaterThan(1)
  })

  it('benches a Basic when its Bench is empty (before anything else)', () => {
    const s = scenario(engine, aloneWithBasicInHand())
    const a = action(choose(s))
    expect(a.type).toBe('bench')
  })

  it('attaches Energy toward an attack (to the Active that then can attack)', () => {
    const s = scenario(engine, {
      players: [
        {
          active: { card: 'fire-basic', energy: ['energy-fire'] },
          bench: ['water-basic'],
          hand: ['energy-fire'],
          deck,
        },
        { active: 'colorless-basic', bench: ['water-basic'], deck },
      ],
    })
    const a = action(choose(s))
    expect(a.type).toBe('attach-energy')
    expect(a.type === 'attach-energy' && a.target.zone).toBe('active')
  })

  it('attaches the Energy whose type the attack needs', () => {
    const s = scenario(engine, {
      players: [
        { active: { card: 'water-basic' }, bench: ['fire-basic'], hand: ['energy-grass', 'energy-water'], deck },
        { active: 'colorless-basic', bench: ['grass-basic'], deck },
      ],
    })
    const o = choose(s)
    expect(o.label).toBe('Attach Water Energy to Splashling')
  })

  it('evolves before attacking', () => {
    const s = scenario(engine, {
      players: [
        {
          active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] },
          bench: ['water-basic'],
          hand: ['fire-stage1'],
          deck,
        },
        { active: 'big-basic', bench: ['water-basic'], deck },
      ],
    })
    expect(action(choose(s)).type).toBe('evolve')
  })

  it('with its own last Prize to take, the winning Knock Out comes at once; near the loss, set-up still comes first', () => {
    // A Knock Out that takes the attacker's last Prize card wins the game (rules.md, winning): nothing else first.
    // Whether the *opponent* is one Prize from winning does not make a non-winning Knock Out more urgent: the set-up
    // (a Basic to the Bench) still comes before the attack that ends the turn.
    const spec = (ourPrizes: number, theirPrizes: number): ScenarioSpec => ({
      players: [
        {
          active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] },
          bench: ['water-basic'],
          hand: ['water-basic'],
          prizes: deck.slice(0, ourPrizes),
          deck,
        },
        {
          active: { card: 'grass-basic', damage: 20 },
          bench: ['water-basic'],
          prizes: deck.slice(0, theirPrizes),
          deck,
        },
      ],
    })
    expect(choose(scenario(engine, spec(1, 5))).label).toBe('Attack: Ember')
    expect(action(choose(scenario(engine, spec(5, 1)))).type).toBe('bench')
  })

  it('promotes the Pokémon that can attack', () => {
    // Seat 0 Knocks Out seat 1's Active; seat 1 must promote: Leaflet has its Energy, Boulderback has none.
    const spec: ScenarioSpec = {
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, bench: ['water-basic'], deck },
        {
          active: { card: 'colorless-basic' },
          bench: ['big-basic', { card: 'water-basic', energy: ['energy-water'] }],
          deck,
        },
      ],
    }
    let s = scenario(engine, spec)
    const attack = s.pending!.options.findIndex((o) => o.label === 'Attack: Ember')
    let r = engine.step(s, { decision: s.pending!.id, picks: [attack] })
    if (!r.ok) throw new Error(r.error)
    s = r.state
    while (s.pending && s.pending.ask !== 'promote') {
      const picks = heuristicPicks(db, viewFor(s, s.pending.seat), s.pending, freshTurnMemory())
      r = engine.step(s, { decision: s.pending.id, picks })
      if (!r.ok) throw new Error(r.error)
      s = r.state
    }
    expect(s.pending?.ask).toBe('promote')
    expect(choose(s).label).toBe('Splashling')
  })

  it('retreats to a Pokémon that can Knock Out when the Active cannot', () => {
    const s = scenario(engine, {
      rules: 'classic1999',
      players: [
        {
          active: { card: 'big-basic', energy: ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire'] },
          bench: [{ card: 'water-basic', energy: ['energy-water'] }],
          deck,
        },
        { active: { card: 'fire-basic', damage: 20 }, bench: ['grass-basic'], deck },
      ],
    })
    // Boulderback's Rumble does 30 (no KO on 30 HP left? 50−20 = 30: a KO). Make it a non-KO: opponent undamaged.
    const s2 = scenario(engine, {
      rules: 'classic1999',
      players: [
        { active: { card: 'colorless-basic' }, bench: [{ card: 'water-basic', energy: ['energy-water'] }], deck },
        { active: { card: 'fire-basic', damage: 20 }, bench: ['grass-basic'], deck },
      ],
    })
    expect(choose(s).label).toBe('Attack: Rumble')
    const o = choose(s2)
    // Puffball's Pound (10) does not Knock Out; Splashling's Bubble (20 × 2 Weakness) does.
    expect(action(o)).toEqual({ type: 'retreat', to: 0 })
  })

  it('keeps the Energy that matters when paying a Retreat Cost', () => {
    const s = scenario(engine, {
      rules: 'classic1999',
      players: [
        {
          active: { card: 'grass-basic', energy: ['energy-grass', 'energy-fire', 'energy-fire'] },
          bench: [{ card: 'water-basic', energy: ['energy-water'] }],
          deck,
        },
        { active: { card: 'fire-basic', damage: 20 }, bench: ['grass-basic'], deck },
      ],
    })
    const retreat = s.pending!.options.findIndex((o) => o.kind === 'action' && o.action.type === 'retreat')
    const r = engine.step(s, { decision: s.pending!.id, picks: [retreat] })
    if (!r.ok) throw new Error(r.error)
    expect(r.state.pending?.ask).toBe('discard-energy')
    const o = choose(r.state)
    expect(o.label).toBe('Fire Energy + Fire Energy') // Leaflet keeps its Grass Energy for Vine Whip
  })

  it('ends the turn instead of looping: never retreats twice in a turn', () => {
    const s = scenario(engine, {
      rules: 'classic1999',
      players: [
        { active: { card: 'colorless-basic' }, bench: [{ card: 'water-basic', energy: ['energy-water'] }], deck },
        { active: { card: 'fire-basic', damage: 20 }, bench: ['grass-basic'], deck },
      ],
    })
    const mem = freshTurnMemory()
    let state = s
    const labels: string[] = []
    for (let i = 0; i < 10 && state.pending && state.pending.seat === 0 && state.pending.ask === 'main'; i++) {
      const picks = heuristicPicks(db, viewFor(state, 0), state.pending, mem)
      labels.push(state.pending.options[picks[0]!]!.label)
      const r = engine.step(state, { decision: state.pending.id, picks })
      if (!r.ok) throw new Error(r.error)
      state = r.state
      while (state.pending && state.pending.seat === 0 && state.pending.ask !== 'main') {
        const p = heuristicPicks(db, viewFor(state, 0), state.pending, mem)
        const r2 = engine.step(state, { decision: state.pending.id, picks: p })
        if (!r2.ok) throw new Error(r2.error)
        state = r2.state
      }
    }
    expect(labels.filter((l) => l.startsWith('Retreat'))).toHaveLength(1)
    expect(labels.at(-1)).toMatch(/^Attack|End turn/)
  })
})

describe('evaluation', () => {
  it('prefers being ahead in the Prize race, with a Bench, with Energy on the Active', () => {
    const base: ScenarioSpec = {
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, bench: ['water-basic'], deck },
        { active: 'grass-basic', bench: ['water-basic'], deck },
      ],
    }
    const v = (spec: ScenarioSpec) => evaluate(viewFor(scenario(engine, spec), 0), 0, db)
    const v0 = v(base)
    expect(
      v({ ...base, players: [{ ...base.players[0], prizes: ['energy-fire', 'energy-fire'] }, base.players[1]] }),
    ).toBeGreaterThan(v0)
    expect(v({ ...base, players: [{ ...base.players[0], bench: [] }, base.players[1]] })).toBeLessThan(v0)
    expect(
      v({
        ...base,
        players: [
          { ...base.players[0], active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] } },
          base.players[1],
        ],
      }),
    ).toBeGreaterThan(v0)
    expect(
      v({
        ...base,
        players: [
          { ...base.players[0], active: { card: 'fire-basic', energy: ['energy-fire'], conditions: ['paralyzed'] } },
          base.players[1],
        ],
      }),
    ).toBeLessThan(v0)
    expect(v0).toBeGreaterThan(-1)
    expect(v0).toBeLessThan(1)
  })
})
