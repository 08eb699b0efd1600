import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

describe('swsh1-8 Durant: Bite Together', () => {
  it('does 30, or 90 with another Durant on your Bench', () => {
    for (const [bench, dmg] of [
      [[], 30],
      [[swsh1(5)], 30],
      [[swsh1(5), swsh1(8)], 90],
    ] as const) {
      const d = game({
        players: [{ active: { card: swsh1(8), energy: [E.grass, E.grass] }, bench: [...bench] }, { active: swsh1(9) }],
      })
      d.pick('Attack: Bite Together')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it("an opponent's Benched Durant does not count", () => {
    const d = game({
      players: [{ active: { card: swsh1(8), energy: [E.grass, E.grass] } }, { active: swsh1(9), bench: [swsh1(8)] }],
    })
    d.pick('Attack: Bite Together')
    expect(active(d.state, 1).damage).toBe(30)
  })
})
