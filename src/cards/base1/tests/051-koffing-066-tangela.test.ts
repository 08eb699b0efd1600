import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'

describe('base1-51 Koffing — Foul Gas', () => {
  const start = (flips: boolean[], rules: 'classic1999' | 'modern' = 'classic1999') =>
    game({
      rules,
      flips,
      players: [{ active: { card: 'base1-51', energy: [E.grass, E.grass] } }, { active: 'base1-41' }],
    }).pick('Attack: Foul Gas')
  it.each(both)('heads: 10 damage and Poisoned (%s)', (rules) => {
    const d = start([true], rules)
    const def = active(d.state, 1)
    expect(def.conditions.poisoned).toBe(true)
    expect(def.conditions.rotation).toBeNull()
    expect(def.damage).toBe(10 + 10) // the Checkup right after ticks Poison once
  })
  it('tails: 10 damage and Confused', () => {
    const d = start([false])
    const def = active(d.state, 1)
    expect(def.conditions.rotation).toBe('confused')
    expect(def.conditions.poisoned).toBe(false)
    expect(def.damage).toBe(10)
  })
})

describe('base1-66 Tangela — Poisonpowder', () => {
  it.each(both)('20 damage and always Poisoned (%s)', (rules) => {
    const d = game({
      rules,
      players: [{ active: { card: 'base1-66', energy: [E.grass, E.grass, E.grass] } }, { active: 'base1-41' }],
    })
    d.pick('Attack: Poisonpowder')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(20 + 10)
  })
  it('a Confused Tangela that flips tails hurts itself instead: 20 damage in 1999, 3 counters today', () => {
    const classic = game({
      rules: 'classic1999',
      flips: [false],
      players: [
        { active: { card: 'base1-66', energy: [E.grass, E.grass, E.grass], conditions: ['confused'] } },
        { active: 'base1-41' },
      ],
    })
    classic.pick('Attack: Poisonpowder')
    expect(active(classic.state, 0).damage).toBe(20)
    expect(active(classic.state, 1).conditions.poisoned).toBe(false)
    const modern = game({
      rules: 'modern',
      flips: [false],
      players: [
        { active: { card: 'base1-66', energy: [E.grass, E.grass, E.grass], conditions: ['confused'] } },
        { active: 'base1-41' },
      ],
    })
    modern.pick('Attack: Poisonpowder')
    expect(active(modern.state, 0).damage).toBe(30)
    expect(active(modern.state, 1).damage).toBe(0)
  })
})
