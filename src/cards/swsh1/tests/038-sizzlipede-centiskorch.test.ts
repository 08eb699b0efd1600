import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'

describe('swsh1-38 Sizzlipede: Relentless Flames', () => {
  it('flips until tails, 40 for each heads', () => {
    for (const [flips, dmg] of [
      [[true, true, false], 80],
      [[false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: swsh1(38), energy: [E.fire, E.fire] } }, { active: swsh1(24) }],
      })
      d.pick('Attack: Relentless Flames')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('swsh1-39 Centiskorch: Hundred Foot Flames', () => {
  it("discards a card from the top of the opponent's deck for each Fire Energy on Centiskorch", () => {
    const d = game({
      players: [
        { active: { card: [swsh1(38), swsh1(39)], energy: [E.fire, E.fire, E.water] } },
        { active: swsh1(24), deck: [swsh1(22), swsh1(26), swsh1(29), E.grass] },
      ],
    })
    d.pick('Attack: Hundred Foot Flames')
    expect(pile(d.state, 1, 'discard')).toEqual([swsh1(22), swsh1(26)])
    expect(active(d.state, 1).damage).toBe(0)
  })
})
