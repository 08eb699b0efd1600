import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

describe('swsh1-40 Shellder: Water Splash', () => {
  it('20, or 40 on heads', () => {
    for (const [heads, dmg] of [
      [true, 40],
      [false, 20],
    ] as const) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh1(40), energy: [E.water, E.water] } }, { active: swsh1(53) }],
      })
      d.pick('Attack: Water Splash')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('swsh1-41 Cloyster: Shell Grab', () => {
  it('30; Paralyzed on heads only', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: [swsh1(40), swsh1(41)], energy: [E.water] } }, { active: swsh1(53) }],
      })
      d.pick('Attack: Shell Grab')
      expect(active(d.state, 1).damage).toBe(30)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })
})
