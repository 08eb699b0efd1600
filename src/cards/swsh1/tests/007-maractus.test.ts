import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

describe('swsh1-7 Maractus', () => {
  it('Zzzt: 20 damage', () => {
    const d = game({ players: [{ active: { card: swsh1(7), energy: [E.grass] } }, { active: swsh1(9) }] })
    d.pick('Attack: Zzzt')
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Powerful Needles flips a coin for each attached Energy: 60 for each heads', () => {
    for (const [flips, dmg] of [
      [[true, false, true], 120],
      [[false, false, false], 0],
      [[true, true, true], 180],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: swsh1(7), energy: [E.grass, E.grass, E.water] } }, { active: swsh1(9) }],
      })
      d.pick('Attack: Powerful Needles')
      expect(active(d.state, 1).damage).toBe(dmg)
      expect(d.events.filter((e) => e.type === 'coin')).toHaveLength(3)
    }
  })
})
