import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'

describe('base1-35 Magikarp', () => {
  it.each(both)('Flail does 10 per damage counter on Magikarp (%s)', (rules) => {
    const d = game({
      rules,
      players: [{ active: { card: 'base1-35', damage: 20, energy: [E.water] } }, { active: 'base1-56' }],
    })
    d.pick('Attack: Flail')
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('Flail does nothing without damage counters', () => {
    const d = game({ players: [{ active: { card: 'base1-35', energy: [E.water] } }, { active: 'base1-56' }] })
    d.pick('Attack: Flail')
    expect(active(d.state, 1).damage).toBe(0)
  })
  it('Flail damage is doubled by Weakness', () => {
    const d = game({
      players: [{ active: { card: 'base1-35', damage: 10, energy: [E.water] } }, { active: 'base1-46' }],
    })
    d.pick('Attack: Flail')
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('Tackle does 10', () => {
    const d = game({ players: [{ active: { card: 'base1-35', energy: [E.fire] } }, { active: 'base1-56' }] })
    expect(d.labels()).not.toContain('Attack: Flail')
    d.pick('Attack: Tackle')
    expect(active(d.state, 1).damage).toBe(10)
  })
})
