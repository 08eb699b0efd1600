import { describe, expect, it } from 'vitest'
import { createEngine, viewFor } from '../../engine'
import { scenario, type ScenarioSpec } from '../../engine/testing/scenario'
import { testDb } from '../../engine/testing/cards'
import { learnedValue, rankValue, valueLogit } from './value'

const db = testDb()
const engine = createEngine(db)
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

const base: ScenarioSpec = {
  players: [
    { active: { card: 'fire-basic', energy: ['energy-fire'] }, bench: ['water-basic'], hand: ['energy-fire'], deck },
    { active: 'grass-basic', bench: ['water-basic'], hand: ['energy-fire'], deck },
  ],
}
const v = (spec: ScenarioSpec, seat: 0 | 1 = 0) => learnedValue(viewFor(scenario(engine, spec), seat), seat, db)

describe('learned evaluation', () => {
  it('gives the other seat the opposite value of the same position (whatever each seat sees)', () => {
    for (const current of [0, 1] as const) {
      const s = scenario(engine, { ...base, current })
      const z0 = valueLogit(viewFor(s, 0), 0, db)
      const z1 = valueLogit(viewFor(s, 1), 1, db)
      expect(z0).toBeCloseTo(-z1, 9)
      expect(rankValue(viewFor(s, 0), 0, db)).toBeCloseTo(-rankValue(viewFor(s, 1), 1, db), 9)
    }
  })

  it('stays strictly between −1 and 1 during the game', () => {
    const x = v(base)
    expect(x).toBeGreaterThan(-1)
    expect(x).toBeLessThan(1)
  })

  it('values a Prize card lead, more so one Prize from winning', () => {
    const prizes = (n: number): ScenarioSpec => ({
      ...base,
      players: [{ ...base.players[0], prizes: deck.slice(0, n) }, base.players[1]],
    })
    const v6 = v(prizes(6))
    const v4 = v(prizes(4))
    const v1 = v(prizes(1))
    expect(v4).toBeGreaterThan(v6)
    expect(v1).toBeGreaterThan(v4)
    expect(v1).toBeGreaterThan(0.4)
  })

  it('is worse for a side whose Active can be Knocked Out next turn', () => {
    const hurt: ScenarioSpec = {
      ...base,
      players: [
        { ...base.players[0], active: { card: 'fire-basic', energy: ['energy-fire'], damage: 40 } },
        base.players[1],
      ],
    }
    expect(v(hurt)).toBeLessThan(v(base))
  })
})
