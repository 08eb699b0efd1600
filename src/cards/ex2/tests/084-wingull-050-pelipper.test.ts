import { describe, expect, it } from 'vitest'
import { E, active, game, ss } from './helpers'

const PELIPPER = [ss(84), ss(50)]
const { water: W, fire: R } = E

describe('ex2-84 Wingull', () => {
  for (const heads of [true, false])
    it(`Supersonic: ${heads ? 'heads, Confused' : 'tails, nothing'}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: ss(84), energy: [R] } }, { active: 'base1-3' }] })
      d.pick('Attack: Supersonic')
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'confused' : null)
      expect(active(d.state, 1).damage).toBe(0)
    })
})

describe('ex2-50 Pelipper', () => {
  it('Water Gun: 30 plus 10 for each Water Energy not needed for its cost, at most 20 more', () => {
    for (const [energy, damage] of [
      [[R, R], 30],
      [[W, W], 30],
      [[R, W, W], 40],
      [[W, W, W, W, W], 50],
    ] as const) {
      const d = game({ players: [{ active: { card: PELIPPER, energy: [...energy] } }, { active: 'base1-3' }] })
      d.pick('Attack: Water Gun')
      expect(active(d.state, 1).damage, energy.join(' ')).toBe(damage)
    }
  })
})
