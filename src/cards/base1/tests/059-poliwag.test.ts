import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'

describe('base1-59 Poliwag — Water Gun', () => {
  it.each([
    [[E.water], 10],
    [[E.water, E.water], 20],
    [[E.water, E.water, E.water], 30],
    [[E.water, E.water, E.water, E.water], 30],
    [[E.water, E.fire, E.fire], 10],
  ] as [string[], number][])('with %j attached does %i', (energy, dmg) => {
    const d = game({ players: [{ active: { card: 'base1-59', energy } }, { active: 'base1-56' }] })
    d.pick('Attack: Water Gun')
    expect(active(d.state, 1).damage).toBe(dmg)
  })
  it.each(both)('the extra damage is doubled by Weakness (%s)', (rules) => {
    const d = game({
      rules,
      players: [{ active: { card: 'base1-59', energy: [E.water, E.water] } }, { active: 'base1-36' }],
    })
    d.pick('Attack: Water Gun')
    expect(active(d.state, 1).damage).toBe(40)
  })
})
