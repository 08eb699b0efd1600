import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'
import type { PokemonSpec } from './helpers'

const start = (defender: PokemonSpec, damage = 20, rules: 'classic1999' | 'modern' = 'classic1999') =>
  game({
    rules,
    players: [{ active: { card: 'base1-44', damage, energy: [E.grass, E.grass] } }, { active: defender }],
  }).pick('Attack: Leech Seed')

describe('base1-44 Bulbasaur — Leech Seed', () => {
  it.each(both)('does 20 and removes 1 damage counter from Bulbasaur (%s)', (rules) => {
    const d = start({ card: 'base1-41' }, 20, rules)
    expect(active(d.state, 1).damage).toBe(20)
    expect(active(d.state, 0).damage).toBe(10)
  })
  it('heals nothing when all the damage is prevented', () => {
    const d = start({ card: 'base1-41', markers: [{ source: 'engine', key: 'prevent-damage' }] })
    expect(active(d.state, 1).damage).toBe(0)
    expect(active(d.state, 0).damage).toBe(20)
  })
  it('heals nothing when Resistance brings the damage to 0', () => {
    const d = start({
      card: 'base1-39',
      markers: [{ source: 'base1-39', key: 'conversion-2', data: { type: 'grass' } }],
    })
    expect(active(d.state, 1).damage).toBe(0)
    expect(active(d.state, 0).damage).toBe(20)
  })
  it('with no damage counters on Bulbasaur there is nothing to remove', () => {
    const d = start({ card: 'base1-41' }, 0)
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 1).damage).toBe(20)
  })
})
