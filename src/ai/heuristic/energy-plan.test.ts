/**
 * The Energy plan (energy-goal.ts `energyPlanTarget`, docs/ai.md "Energy planning on the modern decks (issue 21)") on
 * built positions: Normal's attachment where a player would put it. Before the plan, a Benched Pokémon's cheapest
 * attack made ready counted more than the Active's strongest attack: Energy went one card each to Benched Pokémon
 * that never attacked, and a policy that simply fed its Active beat Normal on every era.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState } from '../../engine'
import { scenario, type ScenarioSpec } from '../../engine/testing/scenario'
import { testDb } from '../../engine/testing/cards'
import { freshTurnMemory, heuristicPicks } from './policy'

const db = testDb()
const engine = createEngine(db)
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

/** Normal's first choice at seat 0's main menu. */
function pick(s: GameState): string {
  const view = viewFor(s, 0)
  const d = view.pending!.decision!
  const [i] = heuristicPicks(db, view, d, freshTurnMemory())
  return d.options[i!]!.label
}

const start = (spec: ScenarioSpec): GameState => scenario(engine, { rules: 'classic1999', ...spec })

describe('the Energy plan', () => {
  it('pays for the Active’s strongest attack this turn rather than starting a Benched attacker', () => {
    // Flamelet in front has a Fire Energy: one more and Ember (30) is paid now. Boulderback on the Bench needs two for
    // Rumble (30 too). The old scoring started Boulderback (a Pokémon's first attack made ready counted most).
    const s = start({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, bench: ['big-basic'], hand: ['energy-fire'], deck },
        { active: { card: 'big-basic' }, deck },
      ],
    })
    expect(pick(s)).toBe('Attach Fire Energy to Flamelet')
  })

  it('finishes one Benched attacker before starting the next', () => {
    // Puffball in front needs no Energy. On the Bench, Flamelet has none and Flamewing (Flame Tail, 50) one of its
    // two: the Fire Energy finishes Flamewing. The old scoring rated both the same (each gets an attack ready) and
    // gave it to the first, Flamelet: one Energy each, no attacker finished.
    const s = start({
      players: [
        {
          active: 'colorless-basic',
          bench: ['fire-basic', { card: ['fire-basic', 'fire-stage1'], energy: ['energy-fire'] }],
          hand: ['energy-fire'],
          deck,
        },
        { active: { card: 'big-basic' }, deck },
      ],
    })
    expect(pick(s)).toBe('Attach Fire Energy to Flamewing')
  })

  it('builds the Bench when the Active will be Knocked Out before it can use the Energy', () => {
    // Flamelet (10 HP left, no Energy) faces Flamelet ex, whose Blaze Knocks it Out next turn; one Fire Energy makes
    // only Scratch ready, not Ember. It goes to Boulderback, who will come in after.
    const s = start({
      players: [
        { active: { card: 'fire-basic', damage: 40 }, bench: ['big-basic'], hand: ['energy-fire'], deck },
        { active: { card: 'ex-basic', energy: ['energy-fire'] }, deck },
      ],
    })
    expect(pick(s)).toBe('Attach Fire Energy to Boulderback')
  })

  it('evolves first, then attaches for the evolved Pokémon’s attack', () => {
    // Flamewing in hand for the Benched Flamelet: evolving changes the goal (Flame Tail), so the plan waits for it.
    const s = start({
      players: [
        {
          active: 'colorless-basic',
          bench: ['fire-basic'],
          hand: ['energy-fire', 'fire-stage1'],
          deck,
        },
        { active: { card: 'big-basic' }, deck },
      ],
    })
    expect(pick(s)).toBe('Evolve Flamelet into Flamewing')
  })
})
