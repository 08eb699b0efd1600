import { describe, expect, it } from 'vitest'
import { E, active, game, pile, sv } from './helpers'

describe('sv3pt5-74 Geodude', () => {
  it("Stiffen: 30 less damage from attacks during the opponent's next turn, after Weakness", () => {
    const d = game({
      players: [
        { active: { card: sv(74), energy: [E.fighting] } },
        { active: { card: sv(69), energy: [E.grass, E.grass] } },
      ],
    })
    d.pick('Attack: Stiffen').pick('Attack: Bind Down')
    expect(active(d.state, 0).damage).toBe(10) // 20 × 2 − 30
    d.pick('End turn').pick('Attack: Bind Down')
    expect(active(d.state, 0).damage).toBe(50) // the effect is over
  })
  it('Knuckle Punch: 20 damage', () => {
    const d = game({ players: [{ active: { card: sv(74), energy: [E.fighting, E.fighting] } }, { active: sv(76) }] })
    d.pick('Attack: Knuckle Punch')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('sv3pt5-75 Graveler', () => {
  it('Rock Cannon: 40 per heads until tails', () => {
    for (const [flips, dmg] of [
      [[true, true, true, false], 120],
      [[false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: [sv(74), sv(75)], energy: [E.fighting] } }, { active: sv(76) }],
      })
      d.pick('Attack: Rock Cannon')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('sv3pt5-76 Golem ex', () => {
  const golem = (energy: string[]) => ({ card: [sv(74), sv(75), sv(76)], energy })

  it("Dynamic Roll: 50 now, and 120 more to the opponent's Active during your next turn", () => {
    const d = game({ players: [{ active: golem([E.fighting]) }, { active: sv(76) }] })
    d.pick('Attack: Dynamic Roll')
    expect(active(d.state, 1).damage).toBe(50)
    d.pick('End turn').pick('Attack: Dynamic Roll') // 50 + 120
    expect(active(d.state, 1).damage).toBe(220)
  })

  it('the boost is only for your next turn', () => {
    const d = game({ players: [{ active: golem([E.fighting]) }, { active: sv(76) }] })
    d.pick('Attack: Dynamic Roll').pick('End turn')
    d.pick('End turn').pick('End turn') // your next turn passes without an attack
    d.pick('Attack: Dynamic Roll')
    expect(active(d.state, 1).damage).toBe(100)
  })

  it('Rock Blaster ignores Resistance; Weakness still applies', () => {
    const d = game({ players: [{ active: golem([E.fighting, E.fighting, E.fighting]) }, { active: sv(65) }] })
    d.pick('Attack: Rock Blaster')
    expect(active(d.state, 1).damage).toBe(180)
    const w = game({
      players: [{ active: golem([E.fighting, E.fighting, E.fighting]) }, { active: sv(40), bench: [sv(63)] }],
    })
    w.pick('Attack: Rock Blaster')
    expect(pile(w.state, 1, 'discard')).toContain(sv(40)) // 360 ≥ 250
  })
})
