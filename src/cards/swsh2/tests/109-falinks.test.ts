import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, swsh2, top } from './helpers'

describe('swsh2-109 Falinks', () => {
  it('Call for Family: up to 2 Basic Pokémon from the deck onto the Bench', () => {
    const d = game({
      players: [
        { active: { card: swsh2(109), energy: [E.fire] }, deck: [swsh2(96), swsh2(100), swsh2(99), E.fire] },
        { active: swsh2(111) },
      ],
    })
    d.pick('Attack: Call for Family')
    expect(d.labels()).toEqual(['Nosepass', 'Barboach'])
    d.pick('Nosepass', 'Barboach')
    expect([top(d.state, bench(d.state, 0, 0)), top(d.state, bench(d.state, 0, 1))].sort()).toEqual(
      [swsh2(96), swsh2(99)].sort(),
    )
  })

  it('Team Attack: 30 for each Benched Pokémon with "Falinks" in its name', () => {
    const d = game({
      players: [
        { active: { card: swsh2(109), energy: [E.fire, E.fire] }, bench: [swsh2(109), swsh2(110), swsh2(96)] },
        { active: swsh2(111) },
      ],
    })
    d.pick('Attack: Team Attack')
    expect(active(d.state, 1).damage).toBe(60)
  })
})

describe('swsh2-110 Falinks V', () => {
  it('Iron Defense Formation: every Falinks of yours takes 20 less; others do not', () => {
    const attack = (defender: string) => {
      const d = game({
        current: 1,
        players: [
          { active: defender, bench: [swsh2(110)] },
          { active: { card: swsh2(111), energy: [E.fighting, E.fire, E.fire] } },
        ],
      })
      d.pick('Attack: Mega Kick')
      return active(d.state, 0).damage
    }
    expect(attack(swsh2(109))).toBe(60)
    // Two Falinks V: each one's Ability applies (20 + 20 less).
    expect(attack(swsh2(110))).toBe(40)
    expect(attack(swsh2(111))).toBe(80)
  })

  it("Giga Impact: 210 damage, then it can't attack during your next turn", () => {
    const d = game({
      players: [
        { active: { card: swsh2(110), energy: [E.fighting, E.fighting, E.fire] } },
        { active: { card: [swsh2(92), swsh2(93)] } },
      ],
    })
    d.pick('Attack: Giga Impact')
    expect(active(d.state, 1).damage).toBe(180)
    d.pick('End turn')
    expect(menu(d).some((l) => l.startsWith('Attack:'))).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Giga Impact')
  })
})

describe('swsh2-111 Stonjourner', () => {
  it('Power Press: 120, or 180 with an Energy beyond its cost', () => {
    for (const [energy, dmg] of [
      [[E.fighting, E.fire, E.fire, E.fire], 120],
      [[E.fighting, E.fire, E.fire, E.fire, E.water], 180],
    ] as const) {
      const d = game({
        players: [{ active: { card: swsh2(111), energy: [...energy] } }, { active: { card: [swsh2(92), swsh2(93)] } }],
      })
      d.pick('Attack: Power Press')
      expect(active(d.state, 1).damage).toBe(dmg - 30)
    }
  })
})
