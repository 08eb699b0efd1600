import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2 } from './helpers'

const ELECTIVIRE = [swsh2(58), swsh2(59)]
const SPEED_LIGHTNING = swsh2(173)

describe('swsh2-58 Electabuzz', () => {
  it('Knuckle Punch: 10; Electroslug: 70', () => {
    for (const [name, energy, damage] of [
      ['Knuckle Punch', [E.fire], 10],
      ['Electroslug', [E.lightning, E.lightning, E.fire], 70],
    ] as const) {
      const d = game({ players: [{ active: { card: swsh2(58), energy: [...energy] } }, { active: swsh2(108) }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})

describe('swsh2-59 Electivire', () => {
  for (const heads of [true, false])
    it(`Thunder Shock: 50, and Paralyzed on heads (${heads ? 'heads' : 'tails'})`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: ELECTIVIRE, energy: [E.lightning, E.fire] } }, { active: swsh2(108) }],
      })
      d.pick('Attack: Thunder Shock')
      expect(active(d.state, 1).damage).toBe(50)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })

  it('Electrified Bolt: 90, or 180 with a Special Energy attached', () => {
    for (const [energy, damage] of [
      [[E.lightning, E.lightning, E.lightning], 90],
      [[E.lightning, E.lightning, SPEED_LIGHTNING], 180],
    ] as const) {
      const d = game({ players: [{ active: { card: ELECTIVIRE, energy: [...energy] } }, { active: swsh2(108) }] })
      d.pick('Attack: Electrified Bolt')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})
