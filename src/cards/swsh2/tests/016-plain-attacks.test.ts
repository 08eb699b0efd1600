import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2 } from './helpers'

describe('swsh2 1-77 attacks without effects (a sample)', () => {
  for (const [card, energy, name, dmg] of [
    [[swsh2(16)], [E.fire], 'Gnaw', 10],
    [[swsh2(24)], [E.fire, E.fire], 'Smash Kick', 20],
    [[swsh2(29)], [E.fire], 'Punch', 10],
  ] as const)
    it(`${name}: ${dmg}`, () => {
      const d = game({
        players: [{ active: { card: [...card], energy: [...energy] } }, { active: { card: [swsh2(35), swsh2(36)] } }],
      })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    })
})
