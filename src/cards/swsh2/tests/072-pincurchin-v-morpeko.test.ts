import { describe, expect, it } from 'vitest'
import { E, active, bench, game, swsh2 } from './helpers'

const RILLABOOM_VMAX = [swsh2(17), swsh2(18)] // 330 HP, weak to Fire: no Weakness or Resistance against Lightning

describe('swsh2-72 Pincurchin V', () => {
  it('Sparking Strike: 120 damage', () => {
    const d = game({
      players: [
        { active: { card: swsh2(72), energy: [E.lightning, E.lightning, E.fire] } },
        { active: { card: RILLABOOM_VMAX } },
      ],
    })
    d.pick('Attack: Sparking Strike')
    expect(active(d.state, 1).damage).toBe(120)
  })

  for (const [flips, counters] of [
    [[true, true, true], 9],
    [[true, false, true], 6],
    [[false, false, false], 0],
  ] as const)
    it(`Counterattack Kerzap: 3 damage counters on the attacker for each heads of 3 coins (${counters})`, () => {
      const d = game({
        current: 1,
        flips: [...flips],
        players: [{ active: swsh2(72) }, { active: { card: RILLABOOM_VMAX, energy: [E.fire] } }],
      })
      d.pick('Attack: Scratch')
      expect(active(d.state, 0).damage).toBe(50)
      expect(active(d.state, 1).damage).toBe(counters * 10)
    })

  it('Counterattack Kerzap works when Pincurchin V is Knocked Out, not from the Bench', () => {
    const ko = game({
      current: 1,
      flips: [true, true, true],
      players: [
        { active: { card: swsh2(72), damage: 150 }, bench: [swsh2(73)] },
        { active: { card: RILLABOOM_VMAX, energy: [E.fire] } },
      ],
    })
    ko.pick('Attack: Scratch')
    expect(active(ko.state, 1).damage).toBe(90)

    const benched = game({
      current: 1,
      flips: [true, true, true],
      players: [
        { active: swsh2(73), bench: [swsh2(72)] },
        { active: { card: [swsh2(68), swsh2(69)], energy: [E.lightning] } },
      ],
    })
    benched.pick('Attack: Poison Shout')
    expect(bench(benched.state, 0, 0).damage).toBe(20)
    expect(active(benched.state, 1).damage).toBe(0)
  })
})

describe('swsh2-73 Morpeko', () => {
  it("Torment: 20 damage, and the chosen attack can't be used during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: swsh2(73), energy: [E.fire] } },
        { active: { card: RILLABOOM_VMAX, energy: [E.grass, E.grass, E.grass, E.fire] } },
      ],
    })
    d.pick('Attack: Torment')
    expect(d.labels()).toEqual(['Scratch', 'Max Beating'])
    d.pick('Scratch')
    expect(active(d.state, 1).damage).toBe(20)
    expect(d.has('Attack: Scratch')).toBe(false)
    expect(d.has('Attack: Max Beating')).toBe(true)
    // After that turn the attack is back.
    d.pick('End turn').pick('End turn')
    expect(d.has('Attack: Scratch')).toBe(true)
  })

  it('Spark: 50 damage and 20 to a chosen Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: swsh2(73), energy: [E.lightning, E.fire] } },
        { active: { card: RILLABOOM_VMAX }, bench: [swsh2(12), swsh2(1)] },
      ],
    })
    d.pick('Attack: Spark').pick('Caterpie')
    expect(active(d.state, 1).damage).toBe(50)
    expect([bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([0, 20])
  })
})
