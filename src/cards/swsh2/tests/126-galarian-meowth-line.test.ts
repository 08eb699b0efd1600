import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

describe('swsh2-126 Galarian Meowth', () => {
  it('Evolution Roar: discard 2 cards, then a Galarian Perrserker from the deck into the hand', () => {
    const d = game({
      players: [
        { active: swsh2(126), hand: [E.water, E.grass, E.metal], deck: [E.fire, swsh2(127), E.fire] },
        { active: swsh2(111) },
      ],
    })
    d.pick('Use Evolution Roar')
    d.pick('Basic Water Energy', 'Basic Grass Energy')
    d.pick('Galarian Perrserker')
    expect(pile(d.state, 0, 'discard')).toEqual([E.water, E.grass])
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.metal, swsh2(127)].sort())
    expect(d.labels()).not.toContain('Use Evolution Roar')
  })

  it('Evolution Roar needs 2 cards in hand', () => {
    const d = game({ players: [{ active: swsh2(126), hand: [E.water] }, { active: swsh2(111) }] })
    expect(d.labels()).not.toContain('Use Evolution Roar')
  })
})

describe('swsh2-127 Galarian Perrserker', () => {
  it('Claw Dagger: 80 for each heads of 3 coins', () => {
    const d = game({
      flips: [true, false, true],
      players: [
        { active: { card: [swsh2(126), swsh2(127)], energy: [E.metal, E.metal, E.fire] } },
        { active: swsh2(108) },
      ],
    })
    d.pick('Attack: Claw Dagger')
    expect(active(d.state, 1).damage).toBe(160)
  })
})

describe('swsh2-128 Scizor', () => {
  it('Raid: 30, or 120 the turn it evolved from Scyther', () => {
    const evolved = game({
      players: [{ active: { card: swsh2(4), energy: [E.metal] }, hand: [swsh2(128)] }, { active: swsh2(108) }],
    })
    evolved.pick('Evolve Scyther into Scizor')
    evolved.pick('Attack: Raid')
    expect(active(evolved.state, 1).damage).toBe(120)
    const before = game({
      players: [{ active: { card: [swsh2(4), swsh2(128)], energy: [E.metal] } }, { active: swsh2(108) }],
    })
    before.pick('Attack: Raid')
    expect(active(before.state, 1).damage).toBe(30)
  })

  it("Guard Claw: 90, and 30 less damage from attacks during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: [swsh2(4), swsh2(128)], energy: [E.metal, E.fire, E.fire] } },
        { active: { card: swsh2(108), energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Guard Claw')
    expect(active(d.state, 1).damage).toBe(90)
    d.pick('Attack: Sand Eater')
    expect(active(d.state, 0).damage).toBe(0)
  })
})
