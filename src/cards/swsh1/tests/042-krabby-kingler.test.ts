import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'

describe('swsh1-42 Krabby: Aqua Shower', () => {
  it("10 to each of the opponent's Pokémon, Weakness only for the Active", () => {
    const d = game({
      players: [
        { active: { card: swsh1(42), energy: [E.water] } },
        { active: 'sv3pt5-4', bench: [swsh1(53), 'sv3pt5-4'] },
      ],
    })
    d.pick('Attack: Aqua Shower')
    // Charmander is weak to Water: ×2 in the Active Spot, not on the Bench.
    expect(active(d.state, 1).damage).toBe(20)
    expect(d.state.players[1].bench.map((s) => s.damage)).toEqual([10, 10])
  })
})

describe('swsh1-43 Krabby: Super Slice', () => {
  it('120 only if both coins are heads; otherwise nothing', () => {
    for (const [flips, dmg] of [
      [[true, true], 120],
      [[true, false], 0],
      [[false, true], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: swsh1(43), energy: [E.water, E.water] } }, { active: swsh1(53) }],
      })
      d.pick('Attack: Super Slice')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('swsh1-44 Kingler', () => {
  const KINGLER = [swsh1(42), swsh1(44)]

  it("Heavy Pincers: 40, then the top card of the opponent's deck is discarded", () => {
    const d = game({
      players: [{ active: { card: KINGLER, energy: [E.water] } }, { active: swsh1(53), deck: [swsh1(45), E.grass] }],
    })
    d.pick('Attack: Heavy Pincers')
    expect(active(d.state, 1).damage).toBe(40)
    expect(pile(d.state, 1, 'discard')).toEqual([swsh1(45)])
  })

  it('Claw Rend: 90, or 150 if the Defending Pokémon already had damage counters', () => {
    for (const [before, dmg] of [
      [0, 90],
      [10, 150],
    ] as const) {
      const d = game({
        players: [
          { active: { card: KINGLER, energy: [E.water, E.water, E.water] } },
          { active: { card: swsh1(53), damage: before } },
        ],
      })
      d.pick('Attack: Claw Rend')
      expect(active(d.state, 1).damage - before).toBe(dmg)
    }
  })
})
