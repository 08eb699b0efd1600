import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const TOXICROAK = [swsh1(123), swsh1(124)]
const DCC = [E.darkness, E.darkness, E.darkness]

describe('swsh1-123 Croagunk', () => {
  it('Stampede 10, Lunge Out 30', () => {
    for (const [name, dmg] of [
      ['Stampede', 10],
      ['Lunge Out', 30],
    ] as const) {
      const d = game({ players: [{ active: { card: swsh1(123), energy: DCC } }, { active: swsh1(9) }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('swsh1-124 Toxicroak', () => {
  it("More Poison: Poison puts 3 damage counters on the opponent's Poisoned Pokémon at the Checkup", () => {
    const d = game({
      players: [
        { active: swsh1(123), bench: [{ card: TOXICROAK }] },
        { active: { card: swsh1(9), conditions: ['poisoned'] } },
      ],
    })
    d.pick('End turn')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('More Poison: two Toxicroak add 2 counters each', () => {
    const d = game({
      players: [
        { active: { card: TOXICROAK }, bench: [{ card: TOXICROAK }] },
        { active: { card: swsh1(9), conditions: ['poisoned'] } },
      ],
    })
    d.pick('End turn')
    expect(active(d.state, 1).damage).toBe(50)
  })

  it("More Poison leaves its owner's own Poisoned Pokémon at 1 counter", () => {
    const d = game({
      players: [
        { active: { card: swsh1(9), conditions: ['poisoned'] }, bench: [{ card: TOXICROAK }] },
        { active: swsh1(8) },
      ],
    })
    d.pick('End turn')
    expect(active(d.state, 0).damage).toBe(10)
  })

  it('Poison Claws: 70 damage; heads Poisons (100 after the Checkup with More Poison), tails does not', () => {
    for (const [heads, dmg] of [
      [true, 100],
      [false, 70],
    ] as const) {
      const d = game({ flips: [heads], players: [{ active: { card: TOXICROAK, energy: DCC } }, { active: swsh1(9) }] })
      d.pick('Attack: Poison Claws')
      expect(active(d.state, 1).conditions.poisoned ?? false).toBe(heads)
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})
