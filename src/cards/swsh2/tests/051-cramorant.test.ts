import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2 } from './helpers'

describe('swsh2-51 Cramorant', () => {
  it("Dive on heads: 20, and the next turn's attack does nothing to it (damage or effect)", () => {
    const d = game({
      flips: [true, true],
      players: [
        { active: { card: swsh2(51), energy: [E.water] }, deck: [E.fire, E.fire] },
        { active: { card: swsh2(47), energy: [E.water, E.fire] }, deck: [E.fire, E.fire] },
      ],
    })
    d.pick('Attack: Dive')
    expect(active(d.state, 1).damage).toBe(20)
    d.pick('Attack: Ice Punch')
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 0).conditions.rotation).toBeNull()
  })

  it('Dive on tails: 20, and the next attack hits as usual', () => {
    const d = game({
      flips: [false, true],
      players: [
        { active: { card: swsh2(51), energy: [E.water] }, deck: [E.fire, E.fire] },
        { active: { card: swsh2(47), energy: [E.water, E.fire] }, deck: [E.fire, E.fire] },
      ],
    })
    d.pick('Attack: Dive').pick('Attack: Ice Punch')
    expect(active(d.state, 0).damage).toBe(30)
    expect(active(d.state, 0).conditions.rotation).toBe('paralyzed')
  })

  it('Hydro Pump: 50 plus 20 for each Water Energy attached (other Energy counts nothing)', () => {
    for (const [energy, damage] of [
      [[E.fire, E.fire, E.fire], 50],
      [[E.water, E.fire, E.fire], 70],
      [[E.water, E.water, E.water, E.water], 130],
    ] as const) {
      const d = game({ players: [{ active: { card: swsh2(51), energy: [...energy] } }, { active: swsh2(108) }] })
      d.pick('Attack: Hydro Pump')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})
