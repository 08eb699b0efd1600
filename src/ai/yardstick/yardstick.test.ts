/**
 * The yardstick agent's tactics on built positions (issue 21): each test shows one tactic a player would see it
 * follow. Damage follows the rules' Weakness (rules.md; the test cards are ×2) and Knock Outs the HP left.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState, type MainAction } from '../../engine'
import { scenario, type SideSpec } from '../../engine/testing/scenario'
import { testDb, ENERGY } from '../../engine/testing/cards'
import { makeContext } from '../agent'
import { boardOf } from './board'
import { chooseMain, yardstickAgent } from '.'

const db = testDb()
const engine = createEngine(db)

const build = (me: SideSpec, them: SideSpec): GameState =>
  scenario(engine, {
    players: [
      { deck: [ENERGY.fire], ...me },
      { deck: [ENERGY.fire], ...them },
    ],
  })

/** The yardstick's main-menu choice in the position, as an action, and the tactic that chose it. */
function choice(g: GameState): { action: MainAction; tactic: string } {
  const d = g.pending!
  const view = viewFor(g, d.seat)
  const { index, tactic } = chooseMain(boardOf(db, view, d.options))
  const picks = yardstickAgent().decide({ view, decision: d }, makeContext(db, [], 1)) as number[]
  expect(picks).toEqual([index]) // the agent plays what the combiner chose
  const o = d.options[index]!
  if (o.kind !== 'action') throw new Error('not an action')
  return { action: o.action, tactic }
}

describe('yardstick agent (ryuu-play SimpleBot tactics, our own code)', () => {
  it('attacks first when the attack Knocks Out, even with an evolution in hand', () => {
    // Ember 30 ×2 for Weakness to Fire = 60 ≥ the 50 HP the Grass Pokémon has left.
    const g = build(
      { active: { card: 'fire-basic', energy: [ENERGY.fire, ENERGY.fire] }, hand: ['fire-stage1'] },
      { active: { card: 'grass-basic', damage: 20 } },
    )
    expect(choice(g)).toEqual({ action: { type: 'attack', index: 1 }, tactic: 'knock out' })
  })

  it('benches a Basic before the Knock Out, so it still has a Pokémon when its Active falls', () => {
    const g = build(
      { active: { card: 'fire-basic', energy: [ENERGY.fire, ENERGY.fire] }, hand: ['water-basic'] },
      { active: { card: 'grass-basic', damage: 20 } },
    )
    expect(choice(g).action).toMatchObject({ type: 'bench' })
  })

  it('evolves first when no attack Knocks Out', () => {
    const g = build(
      { active: { card: 'fire-basic', energy: [ENERGY.fire, ENERGY.fire] }, hand: ['fire-stage1'] },
      { active: 'big-basic' },
    )
    const c = choice(g)
    expect(c.tactic).toBe('evolve')
    expect(c.action).toMatchObject({ type: 'evolve', target: { zone: 'active' } })
  })

  it('attaches Energy to the Active attacker while it still has an attack to power', () => {
    const g = build(
      { active: { card: 'fire-basic', energy: [ENERGY.fire] }, bench: ['fire-basic'], hand: [ENERGY.fire] },
      { active: 'big-basic' },
    )
    expect(choice(g).action).toMatchObject({ type: 'attach-energy', target: { zone: 'active' } })
  })

  it('attaches to the next attacker on the Bench once the Active is fully powered', () => {
    const g = build(
      {
        active: { card: 'fire-basic', energy: [ENERGY.fire, ENERGY.fire] },
        bench: ['colorless-basic', { card: 'fire-basic', energy: [ENERGY.fire] }],
        hand: [ENERGY.fire],
      },
      { active: 'big-basic' },
    )
    // colorless-basic needs no Energy; the Benched fire-basic is one Energy short of Ember.
    expect(choice(g).action).toMatchObject({ type: 'attach-energy', target: { zone: 'bench', index: 1 } })
  })

  it('retreats a badly damaged Active to a healthy Benched Pokémon that can attack', () => {
    const g = build(
      {
        active: { card: 'fire-basic', damage: 40, energy: [ENERGY.fire] },
        bench: [{ card: 'water-basic', energy: [ENERGY.water] }],
      },
      { active: 'big-basic' },
    )
    expect(choice(g)).toEqual({ action: { type: 'retreat', to: 0 }, tactic: 'retreat' })
  })

  it('keeps a healthy Active that can attack in place and attacks', () => {
    const g = build(
      {
        active: { card: 'fire-basic', energy: [ENERGY.fire, ENERGY.fire] },
        bench: [{ card: 'water-basic', energy: [ENERGY.water] }],
      },
      { active: 'big-basic' },
    )
    expect(choice(g)).toEqual({ action: { type: 'attack', index: 1 }, tactic: 'attack' }) // Ember over Scratch
  })

  it('benches its Basic Pokémon before attacking', () => {
    const g = build(
      { active: { card: 'fire-basic', energy: [ENERGY.fire, ENERGY.fire] }, hand: ['water-basic'] },
      { active: 'big-basic' },
    )
    expect(choice(g).tactic).toBe('play Basics')
  })
})
