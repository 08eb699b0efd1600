import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'
import type { PokemonSpec } from './helpers'

const fang = (defender: PokemonSpec, rules: 'classic1999' | 'modern' = 'classic1999') =>
  game({
    rules,
    players: [
      { active: { card: ['base1-61', 'base1-40'], energy: [E.water, E.water, E.water] } },
      { active: defender },
    ],
  }).pick('Attack: Super Fang')

describe('base1-40 Raticate', () => {
  it.each(both)('Super Fang does half the remaining HP, rounded up to the next 10 (%s)', (rules) => {
    expect(active(fang({ card: 'base1-56' }, rules).state, 1).damage).toBe(50) // 90 → 45 → 50
    expect(active(fang({ card: 'base1-56', damage: 30 }, rules).state, 1).damage).toBe(30 + 30) // 60 → 30
    expect(active(fang({ card: 'base1-56', damage: 60 }, rules).state, 1).damage).toBe(60 + 20) // 30 → 15 → 20
  })
  it('Weakness applies to Super Fang', () => {
    // Machop made weak to Colorless: 50 → 30, doubled to 60.
    const d = fang({
      card: 'base1-52',
      markers: [{ source: 'base1-39', key: 'conversion-1', data: { type: 'colorless' } }],
    })
    expect(d.state.players[1].active).toBeNull()
  })
  it('Resistance applies to Super Fang', () => {
    // Porygon with Colorless Resistance: 30 → 20, minus 30 → 0.
    const d = fang({
      card: 'base1-39',
      markers: [{ source: 'base1-39', key: 'conversion-2', data: { type: 'colorless' } }],
    })
    expect(active(d.state, 1).damage).toBe(0)
  })
  it('Bite does 20', () => {
    const d = game({
      players: [{ active: { card: ['base1-61', 'base1-40'], energy: [E.water] } }, { active: 'base1-56' }],
    })
    d.pick('Attack: Bite')
    expect(active(d.state, 1).damage).toBe(20)
  })
})
