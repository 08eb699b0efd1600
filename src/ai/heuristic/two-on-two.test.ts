/**
 * The heuristic in a 2-on-2 Battle (seed 003 Appendix A "2-on-2 Battle Rules"; issue 17: the computer "never passes a
 * turn it could attack in for lack of understanding the second Active"). Built positions: which Active attacks,
 * which Defending Pokémon it attacks, which Benched Pokémon fills an empty Active Spot, which Active a card's
 * question picks.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type Decision, type GameState, type MainAction, type Option } from '../../engine'
import { scenario, type ScenarioSpec, type SideSpec } from '../../engine/testing/scenario'
import { testDb } from '../../engine/testing/cards'
import { freshTurnMemory, heuristicPicks } from './policy'
import { answer } from './answers'

const db = testDb()
const engine = createEngine(db)
const deck = ['energy-fire', 'energy-fire', 'energy-water', 'energy-water', 'energy-grass']

function choose(state: GameState): Option {
  const d = state.pending!
  const view = viewFor(state, d.seat)
  const picks = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory())
  expect(picks).toHaveLength(1)
  return d.options[picks[0]!]!
}

const attackChosen = (o: Option): Extract<MainAction, { type: 'attack' }> => {
  if (o.kind !== 'action' || o.action.type !== 'attack') throw new Error(`not an attack: ${o.label}`)
  return o.action
}

const double = (me: SideSpec, them: SideSpec): ScenarioSpec => ({
  rules: 'ex2003',
  format: 'double',
  players: [
    { deck, ...me },
    { deck, ...them },
  ],
})

describe('heuristic in a 2-on-2 Battle: attacks', () => {
  it('attacks with the second Active when the first cannot (Paralyzed)', () => {
    const s = scenario(
      engine,
      double(
        {
          active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'], conditions: ['paralyzed'] },
          secondActive: { card: 'water-basic', energy: ['energy-water'] },
        },
        { active: 'grass-basic', secondActive: 'grass-basic', bench: ['grass-basic'] },
      ),
    )
    const o = choose(s)
    expect(attackChosen(o).attacker).toBe(1)
    expect(o.label).toContain('Bubble')
  })

  it('attacks with the second Active when only it Knocks Out', () => {
    // Flamelet's Scratch does 10 to the damaged Flamelet (30 HP left); Splashling's Bubble does 20 × 2 (Weakness).
    const s = scenario(
      engine,
      double(
        {
          active: { card: 'fire-basic', energy: ['energy-fire'] },
          secondActive: { card: 'water-basic', energy: ['energy-water'] },
        },
        { active: { card: 'fire-basic', damage: 20 }, secondActive: 'grass-basic', bench: ['grass-basic'] },
      ),
    )
    const a = attackChosen(choose(s))
    expect(a.attacker).toBe(1)
    expect(a.target).toBeUndefined()
  })

  it('picks the Defending Pokémon it Knocks Out (the second one here)', () => {
    // Bubble: 20 to Leaflet (70 HP) in the first spot; 20 × 2 to the damaged Flamelet (40 HP left) in the second.
    const s = scenario(
      engine,
      double(
        {
          active: { card: 'water-basic', energy: ['energy-water'] },
          secondActive: { card: 'grass-basic' },
        },
        { active: 'grass-basic', secondActive: { card: 'fire-basic', damage: 10 }, bench: ['grass-basic'] },
      ),
    )
    const a = attackChosen(choose(s))
    expect(a.attacker).toBeUndefined()
    expect(a.target).toBe(1)
  })

  it('without a Knock Out, hits the Defending Pokémon it does more damage to (Resistance)', () => {
    const s = scenario(
      engine,
      double(
        { active: { card: 'fire-stage1', energy: ['energy-fire', 'energy-fire'] } },
        { active: 'water-basic', secondActive: 'big-basic', bench: ['grass-basic'] },
      ),
    )
    // Flame Tail: 50 − 30 (Resistance) to Splashling, 50 to Boulderback (200 HP): the second spot.
    expect(attackChosen(choose(s)).target).toBe(1)
  })
})

describe('heuristic in a 2-on-2 Battle: the empty Active Spot and "which Active" questions', () => {
  it('fills an empty Active Spot with the Benched Pokémon that Knocks Out either Defending Pokémon', () => {
    const s = scenario(
      engine,
      double(
        {
          active: { card: 'grass-basic' },
          bench: [
            'colorless-basic',
            { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] },
            { card: 'water-basic', energy: ['energy-water'] },
          ],
          hand: ['energy-grass'],
        },
        // Flamelet's Ember does 60 to Leaflet (70 HP); Splashling's Bubble Knocks Out the second Defending Pokémon.
        { active: 'grass-basic', secondActive: { card: 'fire-basic', damage: 10 }, bench: ['grass-basic'] },
      ),
    )
    // Any main-phase action, then the engine asks for the empty spot (docs/engine.md "When an empty Active Spot is
    // filled").
    const attach = s.pending!.options.findIndex((o) => o.kind === 'action' && o.action.type === 'attach-energy')
    const r = engine.step(s, { decision: s.pending!.id, picks: [attach] })
    if (!r.ok) throw new Error(r.error)
    const d = r.state.pending!
    expect(d.ask).toBe('promote') // Appendix A "Only One Active Pokémon?": the empty spot is filled
    const o = d.options[answer(db, viewFor(r.state, d.seat), d)[0]!]!
    expect(o.kind === 'slot' && o.ref.zone === 'bench' && o.ref.index).toBe(2)
  })

  it('"attach it to which Active Pokémon?": the one the Energy brings closer to attacking', () => {
    const s = scenario(
      engine,
      double(
        {
          active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] },
          secondActive: { card: 'grass-basic' },
        },
        { active: 'grass-basic', secondActive: 'grass-basic' },
      ),
    )
    const view = viewFor(s, 0)
    const d: Decision = {
      id: 99,
      seat: 0,
      ask: 'choose-target',
      text: 'Water Call: attach it to which Active Pokémon?',
      min: 1,
      max: 1,
      options: [
        { kind: 'slot', ref: { seat: 0, zone: 'active' }, label: 'Flamelet' },
        { kind: 'slot', ref: { seat: 0, zone: 'active', spot: 1 }, label: 'Leaflet' },
      ],
    }
    expect(answer(db, view, d)).toEqual([1])
  })

  it('a heal for one of the Active Pokémon goes to the damaged one (the second here)', () => {
    const s = scenario(
      engine,
      double(
        { active: 'fire-basic', secondActive: { card: 'grass-basic', damage: 30 } },
        { active: 'grass-basic', secondActive: 'grass-basic' },
      ),
    )
    const d: Decision = {
      id: 99,
      seat: 0,
      ask: 'choose-target',
      text: 'Heal 20 damage from which Active Pokémon?',
      min: 1,
      max: 1,
      options: [
        { kind: 'slot', ref: { seat: 0, zone: 'active' }, label: 'Flamelet' },
        { kind: 'slot', ref: { seat: 0, zone: 'active', spot: 1 }, label: 'Leaflet' },
      ],
    }
    expect(answer(db, viewFor(s, 0), d)).toEqual([1])
  })
})

describe('heuristic in a 2-on-2 Battle: a second Active about to be Knocked Out', () => {
  // Blunder (d), "left exposed" (issue 21: never leave a Pokémon that will be Knocked Out in the Active Spot when a
  // safe one is on the Bench): the guard looked at the first spot only. Here the damaged Splashling in the second
  // spot (20 HP left) falls to either Leaflet's Vine Whip (20) next turn; a healthy Flamelet on the Bench does not
  // (50 HP), a battered one would (10 HP left). Neither of our Actives can attack, so the turn would end as it is.
  const position = () =>
    scenario(
      engine,
      double(
        {
          active: 'grass-basic',
          secondActive: { card: 'water-basic', energy: ['energy-fire'], damage: 40 },
          bench: [{ card: 'fire-basic', damage: 40 }, 'fire-basic'],
        },
        {
          active: { card: 'grass-basic', energy: ['energy-grass'] },
          secondActive: 'grass-basic',
          bench: ['grass-basic'],
        },
      ),
    )

  it('retreats the exposed second Active to the safe Benched Pokémon rather than end the turn', () => {
    const o = choose(position())
    expect(o.kind === 'action' && o.action).toEqual({ type: 'retreat', from: 1, to: 1 })
  })

  it('leaves the safe first Active where it is', () => {
    // The same table with the damage on the first Active's side moved off: nothing is exposed, no retreat is forced.
    const s = scenario(
      engine,
      double(
        {
          active: 'grass-basic',
          secondActive: { card: 'water-basic', energy: ['energy-fire'] },
          bench: [{ card: 'fire-basic', damage: 40 }, 'fire-basic'],
        },
        {
          active: { card: 'grass-basic', energy: ['energy-grass'] },
          secondActive: 'grass-basic',
          bench: ['grass-basic'],
        },
      ),
    )
    expect(choose(s).label).toBe('End turn')
  })
})
