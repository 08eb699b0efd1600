import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, swsh2 } from './helpers'

describe('swsh2-56 Voltorb', () => {
  it('Continuous Tumble: 20 for each heads before the first tails', () => {
    for (const [flips, damage] of [
      [[true, true, false], 40],
      [[false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: swsh2(56), energy: [E.lightning] } }, { active: swsh2(108) }],
      })
      d.pick('Attack: Continuous Tumble')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})

describe('swsh2-57 Electrode', () => {
  it('Orb Collector: up to 3 Energy cards from the deck into the hand', () => {
    const d = game({
      players: [
        {
          active: { card: [swsh2(56), swsh2(57)], energy: [E.lightning] },
          deck: [swsh2(60), E.lightning, 'swsh2-173', E.water, E.water],
        },
        { active: swsh2(108) },
      ],
    })
    d.pick('Attack: Orb Collector')
    expect(d.labels()).not.toContain('Shinx')
    d.pickIndices([0, 1, 2])
    expect(pile(d.state, 0, 'hand')).toHaveLength(3)
    expect(pile(d.state, 0, 'hand')).not.toContain(swsh2(60))
    expect(pile(d.state, 0, 'deck')).toHaveLength(2)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Rolling Attack: 70; it retreats for free', () => {
    const d = game({
      players: [
        { active: { card: [swsh2(56), swsh2(57)], energy: [E.lightning, E.fire] }, bench: [swsh2(60)] },
        { active: swsh2(108) },
      ],
    })
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(true)
    d.pick('Attack: Rolling Attack')
    expect(active(d.state, 1).damage).toBe(70)
  })
})
