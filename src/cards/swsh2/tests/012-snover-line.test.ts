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

describe('swsh2-13 Abomasnow', () => {
  it('Soothing Scent: 80 damage, then Asleep; Megaton Lariat 140', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: [swsh2(12), swsh2(13)], energy: [E.grass, E.fire, E.fire] } }, { active: swsh2(6) }],
    })
    d.pick('Attack: Soothing Scent')
    expect(active(d.state, 1).damage).toBe(80)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
    const lariat = game({
      players: [
        { active: { card: [swsh2(12), swsh2(13)], energy: [E.grass, E.grass, E.fire, E.fire] } },
        { active: { card: [swsh2(7), swsh2(8), swsh2(9)] } },
      ],
    })
    lariat.pick('Attack: Megaton Lariat')
    expect(active(lariat.state, 1).damage).toBe(140)
  })
})
