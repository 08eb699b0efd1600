import { describe, expect, it } from 'vitest'
import { E, active, bench, game, ss } from './helpers'

describe('Rain Dish (ex2-45 Lombre, ex2-66 Lotad)', () => {
  it('removes 1 damage counter between turns, Active or Benched, and nothing when undamaged', () => {
    const d = game({
      players: [
        { active: { card: ss(66), damage: 20 }, bench: [{ card: [ss(66), ss(45)], damage: 10 }, ss(66)] },
        { active: 'base1-2' },
      ],
    })
    d.pick('End turn')
    expect([active(d.state, 0).damage, bench(d.state, 0, 0).damage, bench(d.state, 0, 1).damage]).toEqual([10, 0, 0])
  })
})

describe('ex2-45 Lombre, Double Scratch', () => {
  for (const [flips, damage] of [
    [[true, true], 60],
    [[true, false], 30],
  ] as const)
    it(`${damage} for ${damage / 30} heads`, () => {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: [ss(66), ss(45)], energy: [E.water, E.fire] } }, { active: 'base1-2' }],
      })
      d.pick('Attack: Double Scratch')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
