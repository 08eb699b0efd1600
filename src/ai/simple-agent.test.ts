import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type Decision, type GameState, type MainAction } from '../engine'
import { scenario, type SideSpec } from '../engine/testing/scenario'
import { testDb, testDeck, ENERGY } from '../engine/testing/cards'
import { createAgent, decide, deficit, freshMemory, MAX_MAIN_ACTIONS } from './simple-agent'

const db = testDb()
const engine = createEngine(db)

const actionOf = (d: Decision, i: number): MainAction => {
  const o = d.options[i]!
  if (o.kind !== 'action') throw new Error('not an action')
  return o.action
}
const choose = (g: GameState, memory = freshMemory()) => {
  const d = g.pending!
  const r = decide(db, viewFor(g, d.seat), d, memory)
  return { d, ...r }
}

describe('simple agent', () => {
  it('puts the Basic with the most HP in the Active Spot and benches the rest during setup', () => {
    const deck = testDeck(
      Array.from({ length: 10 }, () => ['colorless-basic', 'big-basic', 'fire-basic', 'grass-basic']).flat(),
      ENERGY.fire,
      60,
    )
    let g = engine.newGame({ decks: [deck, deck], seed: 3, rules: 'modern', skipDeckCheck: true }).state
    const agent = [createAgent(db), createAgent(db)]
    let checked = 0
    while (g.phase === 'setup' && g.pending) {
      const d = g.pending
      const picks = agent[d.seat]!.decide(viewFor(g, d.seat), d)
      if (d.ask === 'setup-active') {
        const hp = (i: number) => {
          const o = d.options[i]!
          const def = o.kind === 'card' ? db.get(o.def) : null
          return def?.kind === 'pokemon' ? def.hp : 0
        }
        expect(hp(picks[0]!)).toBe(Math.max(...d.options.map((_, i) => hp(i))))
        checked++
      }
      if (d.ask === 'setup-bench') expect(picks.length).toBe(d.max)
      const r = engine.step(g, { decision: d.id, picks })
      expect(r.ok).toBe(true)
      if (r.ok) g = r.state
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('attaches Energy to the Active when it helps pay an attack, then attacks with the strongest attack', () => {
    let g = scenario(engine, {
      players: [
        { active: { card: 'fire-basic', energy: [ENERGY.fire] }, hand: [ENERGY.fire], deck: [ENERGY.fire] },
        { active: 'big-basic', deck: [ENERGY.fire] },
      ],
    })
    let c = choose(g)
    const attach = actionOf(c.d, c.picks[0]!)
    expect(attach).toMatchObject({ type: 'attach-energy', target: { zone: 'active' } })
    const r = engine.step(g, { decision: c.d.id, picks: c.picks })
    if (!r.ok) throw new Error(r.error)
    g = r.state
    c = choose(g, c.memory)
    expect(actionOf(c.d, c.picks[0]!)).toEqual({ type: 'attack', index: 1 }) // Ember (30) over Scratch (10)
  })

  it('evolves before anything else and benches Basics', () => {
    const g = scenario(engine, {
      players: [
        { active: 'fire-basic', hand: ['fire-stage1', 'water-basic'], deck: [ENERGY.fire] },
        { active: 'big-basic', deck: [ENERGY.fire] },
      ],
    })
    const c = choose(g)
    expect(actionOf(c.d, c.picks[0]!).type).toBe('evolve')
  })

  it('retreats at most once a turn, and only when the Active cannot attack but a Benched Pokémon can', () => {
    const g = scenario(engine, {
      rules: 'classic1999', // unlimited retreats: the agent itself must not go back and forth
      players: [
        {
          active: { card: 'grass-basic', energy: [ENERGY.fire, ENERGY.fire] },
          bench: [{ card: 'fire-basic', energy: [ENERGY.fire] }],
          deck: [ENERGY.fire],
        },
        { active: 'big-basic', deck: [ENERGY.fire] },
      ],
    })
    const c = choose(g)
    expect(actionOf(c.d, c.picks[0]!)).toEqual({ type: 'retreat', to: 0 })
    const picksFor = (state: GameState) => {
      let s = state
      let mem = freshMemory()
      // Answer the retreat and its payment, then look at the next main decision.
      for (let i = 0; i < 5 && s.pending && (s.pending.ask !== 'main' || i === 0); i++) {
        const x = choose(s, mem)
        mem = x.memory
        const r = engine.step(s, { decision: x.d.id, picks: x.picks })
        if (!r.ok) throw new Error(r.error)
        s = r.state
      }
      return choose(s, mem)
    }
    const next = picksFor(g)
    expect(next.d.ask).toBe('main')
    expect(actionOf(next.d, next.picks[0]!).type).not.toBe('retreat')
  })

  it('ends its turn after MAX_MAIN_ACTIONS main-phase actions', () => {
    const g = scenario(engine, {
      players: [
        { active: 'fire-basic', hand: ['water-basic'], deck: [ENERGY.fire] },
        { active: 'big-basic', deck: [ENERGY.fire] },
      ],
    })
    const c = choose(g, { turn: g.turn, actions: MAX_MAIN_ACTIONS })
    expect(actionOf(c.d, c.picks[0]!).type).toBe('end-turn')
    // A new turn starts the count again.
    const fresh = choose(g, { turn: g.turn - 1, actions: MAX_MAIN_ACTIONS })
    expect(actionOf(fresh.d, fresh.picks[0]!).type).toBe('bench')
    expect(fresh.memory).toEqual({ turn: g.turn, actions: 1 })
  })

  it('promotes the Pokémon with the most HP left', () => {
    const g = scenario(engine, {
      players: [
        { active: { card: 'fire-basic', energy: [ENERGY.fire] }, deck: [ENERGY.fire, ENERGY.fire] },
        {
          active: { card: 'colorless-basic', damage: 20 },
          bench: ['colorless-basic', { card: 'big-basic', damage: 150 }, 'grass-basic'],
          deck: [ENERGY.fire],
        },
      ],
    })
    // Knock out the Defending Pokémon with Scratch; seat 1 must promote.
    let s = g
    const att = s.pending!.options.findIndex((o) => o.kind === 'action' && o.action.type === 'attack')
    const r = engine.step(s, { decision: s.pending!.id, picks: [att] })
    if (!r.ok) throw new Error(r.error)
    s = r.state
    while (s.pending && s.pending.ask !== 'promote') {
      const x = choose(s)
      const rr = engine.step(s, { decision: x.d.id, picks: x.picks })
      if (!rr.ok) throw new Error(rr.error)
      s = rr.state
    }
    const p = choose(s)
    const o = p.d.options[p.picks[0]!]!
    expect(o.kind === 'slot' && o.ref.zone === 'bench' && o.ref.index).toBe(2) // Leaflet 70 HP beats Boulderback 200-150
  })

  it('answers from its own view only: the same view gives the same answer whatever is hidden', () => {
    const mine: SideSpec = {
      active: 'fire-basic',
      hand: [ENERGY.fire, 'water-basic'],
      deck: [ENERGY.fire, 'fire-stage1', ENERGY.water],
    }
    const theirs: SideSpec = {
      active: 'big-basic',
      hand: ['fire-stage2', ENERGY.water],
      deck: [ENERGY.fire, 'grass-basic'],
    }
    const a = scenario(engine, { players: [mine, theirs] })
    // Different hidden cards (the opponent's hand, both decks), the same view for seat 0.
    const b = scenario(engine, {
      players: [
        { ...mine, deck: [ENERGY.water, ENERGY.fire, 'fire-stage1'] },
        { ...theirs, hand: ['grass-basic', ENERGY.fire], deck: ['fire-stage1', 'colorless-basic'] },
      ],
    })
    expect(viewFor(a, 0)).toEqual(viewFor(b, 0))
    expect(choose(a).picks).toEqual(choose(b).picks)
  })

  it('deficit counts the Energy an attack still needs', () => {
    expect(deficit(['fire', 'colorless'], [])).toBe(2)
    expect(deficit(['fire', 'colorless'], [{ types: ['water'] }])).toBe(1)
    expect(deficit(['fire', 'colorless'], [{ types: ['fire'] }, { types: ['water'] }])).toBe(0)
  })
})
