import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

describe('sv3pt5-100 Voltorb', () => {
  for (const [heads, damage] of [
    [true, 30],
    [false, 10],
  ] as const) {
    it(`Tumbling Attack, ${heads ? 'heads' : 'tails'}: ${damage} damage`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: sv(100), energy: [E.lightning] } }, { active: { card: [sv(88), sv(89)] } }],
      })
      d.pick('Attack: Tumbling Attack')
      expect(active(d.state, 1).damage).toBe(damage)
    })
  }
})

describe('sv3pt5-101 Electrode', () => {
  it('Bang Boom Chain with no Tool to discard: 20 damage', () => {
    const d = game({
      players: [
        { active: { card: [sv(100), sv(101)], energy: [E.lightning] } },
        { active: { card: [sv(88), sv(89)] } },
      ],
    })
    d.pick('Attack: Bang Boom Chain')
    expect(active(d.state, 1).damage).toBe(20)
  })
})
