import { describe, expect, it } from 'vitest'
import { E, active, both, energyOf, game, pile } from './helpers'

describe('base1-64 Starmie — Recover', () => {
  it.each(both)('discards a Water Energy and removes every damage counter (%s)', (rules) => {
    const d = game({
      rules,
      players: [
        { active: { card: ['base1-65', 'base1-64'], damage: 50, energy: [E.water, E.water] } },
        { active: 'base1-56' },
      ],
    })
    d.pick('Attack: Recover')
    expect(active(d.state, 0).damage).toBe(0)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.water])
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
    expect(active(d.state, 1).damage).toBe(0)
  })
  it('heals damage only: Special Conditions stay', () => {
    const d = game({
      players: [
        {
          active: { card: ['base1-65', 'base1-64'], damage: 20, energy: [E.water, E.water], conditions: ['poisoned'] },
        },
        { active: 'base1-56' },
      ],
    })
    d.pick('Attack: Recover')
    expect(active(d.state, 0).conditions.poisoned).toBe(true)
    expect(active(d.state, 0).damage).toBe(10) // healed to 0, then Poison in the Checkup
  })
})
