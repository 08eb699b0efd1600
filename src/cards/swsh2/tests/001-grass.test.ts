import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2 } from './helpers'

describe('swsh2-12 Snover', () => {
  it('Beat: 20 damage for two Energy of any type; Razor Leaf: 50 with a Grass among three', () => {
    const d = game({
      players: [
        { active: { card: swsh2(12), energy: [E.grass, E.fire, E.fire] } },
        { active: { card: swsh2(12), energy: [E.water, E.water] } },
      ],
    })
    d.pick('Attack: Razor Leaf')
    expect(active(d.state, 1).damage).toBe(50)
    d.pick('Attack: Beat')
    expect(active(d.state, 0).damage).toBe(20)
  })
})
