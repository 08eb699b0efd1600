import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'

describe('base1-55 Nidoran ♂ — Horn Hazard', () => {
  it.each(both)('heads: 30 damage (%s)', (rules) => {
    const d = game({
      rules,
      flips: [true],
      players: [{ active: { card: 'base1-55', energy: [E.grass] } }, { active: 'base1-41' }],
    })
    d.pick('Attack: Horn Hazard')
    expect(active(d.state, 1).damage).toBe(30)
  })
  it('tails: nothing happens', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: 'base1-55', energy: [E.grass] } }, { active: 'base1-41' }],
    })
    d.pick('Attack: Horn Hazard')
    expect(active(d.state, 1).damage).toBe(0)
    expect(d.state.current).toBe(1)
  })
})

describe('base1-58 Pikachu', () => {
  it.each(both)('Thunder Jolt heads: 30 to the Defending Pokémon only (%s)', (rules) => {
    const d = game({
      rules,
      flips: [true],
      players: [{ active: { card: 'base1-58', energy: [E.lightning, E.lightning] } }, { active: 'base1-56' }],
    })
    d.pick('Attack: Thunder Jolt')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(0)
  })
  it('Thunder Jolt tails: 30, and 10 to Pikachu itself', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: 'base1-58', energy: [E.lightning, E.lightning] } }, { active: 'base1-56' }],
    })
    d.pick('Attack: Thunder Jolt')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(10)
  })
  it('Thunder Jolt is doubled against a Lightning-weak Pokémon', () => {
    const d = game({
      flips: [true],
      players: [
        { active: { card: 'base1-58', energy: [E.lightning, E.lightning] } },
        { active: { card: ['base1-63', 'base1-42'] } },
      ],
    })
    d.pick('Attack: Thunder Jolt')
    expect(active(d.state, 1).damage).toBe(60)
  })
  it('Gnaw does 10', () => {
    const d = game({ players: [{ active: { card: 'base1-58', energy: [E.fire] } }, { active: 'base1-56' }] })
    expect(d.labels()).not.toContain('Attack: Thunder Jolt')
    d.pick('Attack: Gnaw')
    expect(active(d.state, 1).damage).toBe(10)
  })
})
