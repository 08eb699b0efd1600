import { describe, expect, it } from 'vitest'
import { E, active, game, menu, swsh2 } from './helpers'

describe("swsh2-94 Galarian Farfetch'd", () => {
  it('Rock Smash: 10, or 40 on heads', () => {
    for (const [heads, dmg] of [
      [true, 40],
      [false, 10],
    ] as const) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh2(94), energy: [E.fighting] } }, { active: swsh2(88) }],
      })
      d.pick('Attack: Rock Smash')
      // Indeedee resists Fighting (−30).
      expect(active(d.state, 1).damage).toBe(Math.max(0, dmg - 30))
    }
  })
})

describe("swsh2-95 Galarian Sirfetch'd", () => {
  const SIRFETCHD = [swsh2(94), swsh2(95)]

  it('Meteor Assault: 180 damage, then not again until it leaves the Active Spot', () => {
    const d = game({
      players: [
        {
          active: { card: SIRFETCHD, energy: [E.fighting, E.fire, E.fire] },
          bench: [swsh2(96)],
          hand: ['base1-95', 'base1-95'],
        },
        { active: { card: [swsh2(92), swsh2(93)] } },
      ],
    })
    d.pick('Attack: Meteor Assault')
    // Dragapult VMAX resists Fighting (−30).
    expect(active(d.state, 1).damage).toBe(150)
    d.pick('End turn')
    expect(menu(d)).not.toContain('Attack: Meteor Assault')
    expect(menu(d)).toContain('Attack: Pierce')
    // Switched to the Bench and back: it may use Meteor Assault again.
    d.pick('Play Switch').pick('Nosepass')
    d.pick('Play Switch').pick("Galarian Sirfetch'd")
    expect(menu(d)).toContain('Attack: Meteor Assault')
  })
})
