import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, sv } from './helpers'

describe('sv3pt5-98 Krabby', () => {
  it('Salt Water, heads: up to 2 Basic Water Energy from the deck attached to Krabby, deck shuffled', () => {
    const d = game({
      flips: [true],
      players: [
        { active: { card: sv(98), energy: [E.water] }, deck: [E.water, E.fire, E.water, E.water] },
        { active: sv(96) },
      ],
    })
    d.pick('Attack: Salt Water')
    // Only Basic Water Energy is offered.
    expect(d.labels().every((l) => l === 'Basic Water Energy')).toBe(true)
    expect(d.labels()).toHaveLength(3)
    d.pick('Basic Water Energy', 'Basic Water Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.water, E.water, E.water])
    expect(d.state.players[0].deck).toHaveLength(2)
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Salt Water, tails: nothing happens', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: sv(98), energy: [E.water] }, deck: [E.water, E.water] }, { active: sv(96) }],
    })
    d.pick('Attack: Salt Water')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.water])
    expect(d.events.some((e) => e.type === 'shuffle')).toBe(false)
  })
})

describe('sv3pt5-99 Kingler', () => {
  it("Hammer Arm: 90 damage and the top card of the opponent's deck is discarded", () => {
    const d = game({
      players: [
        { active: { card: [sv(98), sv(99)], energy: [E.water, E.water, E.water] } },
        { active: { card: [sv(88), sv(89)] }, deck: [E.grass, E.fire, E.fire] },
      ],
    })
    d.pick('Attack: Hammer Arm')
    expect(active(d.state, 1).damage).toBe(90)
    expect(pile(d.state, 1, 'discard')).toEqual([E.grass])
  })
})
