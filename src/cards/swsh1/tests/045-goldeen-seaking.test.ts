import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, swsh1 } from './helpers'

describe('swsh1-46 Goldeen: Collect', () => {
  it('draws a card', () => {
    const d = game({
      players: [{ active: { card: swsh1(46), energy: [E.water] }, deck: [swsh1(45), E.water] }, { active: swsh1(53) }],
    })
    d.pick('Attack: Collect')
    expect(pile(d.state, 0, 'hand')).toEqual([swsh1(45)])
  })
})

describe('swsh1-47 Seaking: Ripping Horn', () => {
  it('for each heads of 3 coins, an Energy of your choice leaves the Defending Pokémon', () => {
    for (const [flips, left] of [
      [[true, false, true], 1],
      [[false, false, false], 3],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [
          { active: { card: [swsh1(45), swsh1(47)], energy: [E.water] } },
          { active: { card: swsh1(53), energy: [E.water, E.grass, E.fire] } },
        ],
      })
      d.pick('Attack: Ripping Horn')
      while (d.decision.seat === 0) d.pickIndices([0])
      expect(active(d.state, 1).energy).toHaveLength(left)
      expect(active(d.state, 1).damage).toBe(0)
    }
  })

  it('discards only what is there', () => {
    const d = game({
      flips: [true, true, true],
      players: [
        { active: { card: [swsh1(45), swsh1(47)], energy: [E.water] } },
        { active: { card: swsh1(53), energy: [E.fire] } },
      ],
    })
    d.pick('Attack: Ripping Horn').pick('Fire Energy')
    expect(energyOf(d.state, active(d.state, 1))).toEqual([])
    expect(pile(d.state, 1, 'discard')).toEqual([E.fire])
  })
})
