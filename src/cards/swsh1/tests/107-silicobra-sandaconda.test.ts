import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const COIL = [swsh1(108), swsh1(109)]
const SAND_SAC = [swsh1(107), swsh1(110)]
const TARGET = swsh1(104)

describe('swsh1-107 Silicobra: Sand Attack', () => {
  it("the Defending Pokémon's next attack needs heads to happen", () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [
          { active: { card: swsh1(107), energy: [E.fire] } },
          { active: { card: TARGET, energy: [E.fighting, E.fire] } },
        ],
      })
      d.pick('Attack: Sand Attack')
      d.pick('Attack: Raging Hammer')
      expect(active(d.state, 0).damage).toBe(heads ? 30 : 0)
    }
  })
})

describe('swsh1-109 Sandaconda: Coil', () => {
  it("10 now; during your next turn its attacks do 120 more to the opponent's Active Pokémon", () => {
    const start = () =>
      game({
        players: [
          { active: { card: COIL, energy: [E.fighting, E.fire, E.fire] } },
          { active: { card: [swsh1(115), swsh1(116)] } },
        ],
      })
    const d = start()
    d.pick('Attack: Coil')
    expect(active(d.state, 1).damage).toBe(10)
    d.pick('End turn')
    d.pick('Attack: Skull Bash')
    expect(active(d.state, 1).damage).toBe(10 + 220)
    // Only during that next turn.
    const e = start()
    e.pick('Attack: Coil').pick('End turn').pick('End turn').pick('End turn')
    e.pick('Attack: Skull Bash')
    expect(active(e.state, 1).damage).toBe(10 + 100)
  })
})

describe('swsh1-110 Sandaconda', () => {
  it("Sand Sac: it takes 30 less damage from the opponent's attacks", () => {
    const d = game({
      current: 1,
      players: [{ active: { card: SAND_SAC } }, { active: { card: TARGET, energy: [E.fighting, E.fire] } }],
    })
    d.pick('Attack: Raging Hammer')
    expect(active(d.state, 0).damage).toBe(0)
  })

  it('Power Press: 60, or 130 with a third Fighting Energy', () => {
    for (const [energy, dmg] of [
      [[E.fighting, E.fighting], 60],
      [[E.fighting, E.fighting, E.fire], 60],
      [[E.fighting, E.fighting, E.fighting], 130],
    ] as const) {
      const d = game({ players: [{ active: { card: SAND_SAC, energy: [...energy] } }, { active: TARGET }] })
      d.pick('Attack: Power Press')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})
