import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

describe('sv3pt5-60 Poliwag', () => {
  it('Bubble: 10 damage; Paralyzed on heads only', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: sv(60), energy: [E.water] } }, { active: sv(65) }] })
      d.pick('Attack: Bubble')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })
})

describe('sv3pt5-61 Poliwhirl', () => {
  it('Frog Hop: 30, or 90 on heads; Wave Splash 20', () => {
    for (const [heads, dmg] of [
      [true, 90],
      [false, 30],
    ] as const) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: [sv(60), sv(61)], energy: [E.water, E.water] } }, { active: sv(65) }],
      })
      d.pick('Attack: Frog Hop')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
    const d = game({ players: [{ active: { card: [sv(60), sv(61)], energy: [E.water] } }, { active: sv(65) }] })
    d.pick('Attack: Wave Splash')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('sv3pt5-62 Poliwrath', () => {
  const mon = { card: [sv(60), sv(61), sv(62)], energy: [E.water, E.water, E.water] }
  it('Bubble Beam: 50 damage; Paralyzed on heads only', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: mon }, { active: sv(65) }] })
      d.pick('Attack: Bubble Beam')
      expect(active(d.state, 1).damage).toBe(50)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })
  it('Heroic Punch: 100, or 250 on heads', () => {
    for (const [heads, dmg] of [
      [true, 250],
      [false, 100],
    ] as const) {
      const d = game({ flips: [heads], players: [{ active: mon }, { active: sv(65) }] })
      d.pick('Attack: Heroic Punch')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})
