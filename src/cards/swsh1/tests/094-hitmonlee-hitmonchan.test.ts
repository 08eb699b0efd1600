import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const TARGET = [swsh1(97), swsh1(98), swsh1(99)]

describe('swsh1-94 Hitmonlee, swsh1-95 Hitmonchan: each hits harder with the other on the Bench', () => {
  it('Coordinated Strike: 80, or 160 with Hitmonchan on the Bench', () => {
    for (const [bench, dmg] of [
      [[], 80],
      [[swsh1(95)], 160],
      [[swsh1(94)], 80],
    ] as const) {
      const d = game({
        players: [
          { active: { card: swsh1(94), energy: [E.fighting, E.fighting, E.fire] }, bench: [...bench] },
          { active: { card: TARGET } },
        ],
      })
      d.pick('Attack: Coordinated Strike')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it('Coordinated Beatdown: 20, or 40 with Hitmonlee on the Bench; Mach Cross 60', () => {
    for (const [bench, dmg] of [
      [[], 20],
      [[swsh1(94)], 40],
    ] as const) {
      const d = game({
        players: [
          { active: { card: swsh1(95), energy: [E.fighting] }, bench: [...bench] },
          { active: { card: TARGET } },
        ],
      })
      d.pick('Attack: Coordinated Beatdown')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
    const d = game({
      players: [{ active: { card: swsh1(95), energy: [E.fighting, E.fighting] } }, { active: { card: TARGET } }],
    })
    d.pick('Attack: Mach Cross')
    expect(active(d.state, 1).damage).toBe(60)
  })

  it('Low Sweep: 40 damage', () => {
    const d = game({
      players: [{ active: { card: swsh1(94), energy: [E.fire, E.fire] } }, { active: { card: TARGET } }],
    })
    d.pick('Attack: Low Sweep')
    expect(active(d.state, 1).damage).toBe(40)
  })
})
