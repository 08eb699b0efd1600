import { describe, expect, it } from 'vitest'
import { E, active, crz, energyOf, game } from './helpers'

describe('swsh12pt5-38 Glaceon V', () => {
  it('Frost Charge: 30, then a Water Energy card from the deck is attached to it', () => {
    const d = game({
      players: [{ active: { card: crz(38), energy: [E.water] }, deck: [E.water, E.grass] }, { active: 'swsh1-141' }],
    })
    d.pick('Attack: Frost Charge')
    d.pick('Water Energy')
    expect(active(d.state, 1).damage).toBe(30)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.water, E.water])
  })

  it('Frost Charge may find nothing; the damage is still done', () => {
    const d = game({
      players: [{ active: { card: crz(38), energy: [E.water] }, deck: [E.water] }, { active: 'swsh1-141' }],
    })
    d.pick('Attack: Frost Charge')
    d.pickIndices([])
    expect(active(d.state, 1).damage).toBe(30)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.water])
  })
})
