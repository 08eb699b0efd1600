import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type Decision } from '../../engine'
import { scenario } from '../../engine/testing/scenario'
import { testDb } from '../../engine/testing/cards'
import { seedRng } from '../../engine/rng'
import { freshTurnMemory, heuristicPicks } from './policy'

const db = testDb()
const state = scenario(createEngine(db), { players: [{ active: 'fire-basic' }, { active: 'water-basic' }] })
const view = viewFor(state, 0)
const rps = (id: number): Decision => ({
  id,
  ask: 'choose',
  seat: 0,
  text: 'Rock, paper or scissors?',
  options: ['Rock', 'Paper', 'Scissors'].map((l) => ({ kind: 'choice', value: l, label: l })),
  min: 1,
  max: 1,
  secret: true,
})

describe('a secret simultaneous choice (rock-paper-scissors)', () => {
  it('is answered unpredictably with the agent’s own generator: every option comes up', () => {
    const rng = seedRng(5)
    const seen = new Set<number>()
    for (let i = 0; i < 40; i++) seen.add(heuristicPicks(db, view, rps(9), freshTurnMemory(), { rng })[0]!)
    expect([...seen].sort()).toEqual([0, 1, 2])
  })
  it('without a generator (playouts) two questions in a row get different answers, so rounds cannot tie forever', () => {
    const a = heuristicPicks(db, view, rps(9), freshTurnMemory())[0]
    const b = heuristicPicks(db, view, rps(10), freshTurnMemory())[0]
    expect(a).not.toBe(b)
  })
})
