import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'

const TARGET = [swsh1(97), swsh1(98), swsh1(99)]

describe('swsh1-100 Sudowoodo', () => {
  it('Double Draw draws 2 cards', () => {
    const d = game({
      players: [
        { active: { card: swsh1(100), energy: [E.fire] }, deck: [E.grass, E.water, E.fire] },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Attack: Double Draw')
    expect(pile(d.state, 0, 'hand')).toEqual([E.grass, E.water])
  })

  it('Flail: 10 for each damage counter on Sudowoodo; none, no damage', () => {
    for (const [damage, dmg] of [
      [50, 50],
      [0, 0],
    ]) {
      const d = game({
        players: [{ active: { card: swsh1(100), energy: [E.fire], damage } }, { active: { card: TARGET } }],
      })
      d.pick('Attack: Flail')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})
