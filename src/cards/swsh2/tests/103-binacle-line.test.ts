import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2 } from './helpers'

describe('swsh2-103 Binacle', () => {
  it('Dual Chop: 50 for each heads of 2 coins', () => {
    for (const [flips, dmg] of [
      [[true, true], 100],
      [[true, false], 50],
      [[false, false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: swsh2(103), energy: [E.fighting, E.fire, E.fire] } }, { active: swsh2(111) }],
      })
      d.pick('Attack: Dual Chop')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('swsh2-104 Barbaracle', () => {
  const BARBARACLE = [swsh2(103), swsh2(104)]
  it("Rock Hurl: 50, the target's Resistance not applied", () => {
    const d = game({ players: [{ active: { card: BARBARACLE, energy: [E.fighting, E.fire] } }, { active: swsh2(88) }] })
    d.pick('Attack: Rock Hurl')
    expect(active(d.state, 1).damage).toBe(50)
  })

  it('Hand Press: 80, or 160 with more cards in hand than the opponent', () => {
    for (const [mine, dmg] of [
      [3, 160],
      [2, 80],
    ] as const) {
      const d = game({
        players: [
          { active: { card: BARBARACLE, energy: [E.fighting, E.fire, E.fire] }, hand: Array(mine).fill(E.water) },
          { active: { card: [swsh2(92), swsh2(93)] }, hand: [E.water, E.water] },
        ],
      })
      d.pick('Attack: Hand Press')
      // Dragapult VMAX resists Fighting (−30).
      expect(active(d.state, 1).damage).toBe(dmg - 30)
    }
  })
})
