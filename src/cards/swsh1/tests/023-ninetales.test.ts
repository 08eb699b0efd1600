import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, swsh1 } from './helpers'

describe('swsh1-23 Ninetales: Flame Cloak', () => {
  it('30 damage, then a Fire Energy card from the discard pile is attached to Ninetales', () => {
    const d = game({
      players: [
        { active: { card: [swsh1(22), swsh1(23)], energy: [E.fire] }, discard: [E.water, E.fire] },
        { active: swsh1(24) },
      ],
    })
    d.pick('Attack: Flame Cloak')
    expect(d.labels()).toEqual(['Basic Fire Energy'])
    d.pick('Basic Fire Energy')
    expect(active(d.state, 1).damage).toBe(30)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.fire])
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
  })

  it('attaches nothing when the discard pile has no Fire Energy', () => {
    const d = game({
      players: [
        { active: { card: [swsh1(22), swsh1(23)], energy: [E.fire] }, discard: [E.water] },
        { active: swsh1(24) },
      ],
    })
    d.pick('Attack: Flame Cloak')
    expect(active(d.state, 1).damage).toBe(30)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire])
  })
})
