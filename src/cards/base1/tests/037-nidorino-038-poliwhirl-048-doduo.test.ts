import { describe, expect, it } from 'vitest'
import { E, active, game } from './helpers'

describe('flip-2-coins multipliers', () => {
  const cases = [
    { id: 'base1-37', name: 'Double Kick', energy: [E.grass, E.grass, E.grass], per: 30 },
    { id: 'base1-38', name: 'Doubleslap', energy: [E.water, E.water, E.water], per: 30 },
    { id: 'base1-48', name: 'Fury Attack', energy: [E.fire], per: 10 },
  ]
  for (const c of cases) {
    it.each([
      [[true, true], 2],
      [[true, false], 1],
      [[false, false], 0],
    ] as [boolean[], number][])(`${c.name}: flips %j give %i × ${c.per}`, (flips, heads) => {
      const d = game({
        flips,
        players: [{ active: { card: c.id, energy: c.energy } }, { active: { card: ['base1-63', 'base1-42'] } }],
      })
      d.pick(`Attack: ${c.name}`)
      expect(active(d.state, 1).damage).toBe(heads * c.per)
    })
  }
  it('Horn Drill does 50', () => {
    const d = game({
      players: [
        { active: { card: 'base1-37', energy: [E.grass, E.grass, E.fire, E.fire] } },
        { active: { card: ['base1-63', 'base1-42'] } },
      ],
    })
    d.pick('Attack: Horn Drill')
    expect(active(d.state, 1).damage).toBe(50)
  })
})
