import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'
import type { PokemonSpec } from './helpers'

const start = (opponent: PokemonSpec, flips: boolean[] = [], rules: 'classic1999' | 'modern' = 'classic1999') =>
  game({
    rules,
    flips,
    players: [{ active: { card: 'base1-56', energy: [E.fighting, E.fighting] } }, { active: opponent }],
  }).pick('Attack: Harden')

describe('base1-56 Onix — Harden', () => {
  it.each(both)('prevents 30 or less damage; other effects still happen (%s)', (rules) => {
    // Magnemite's Thunder Wave: 10 and Paralysis on heads.
    const d = start({ card: 'base1-53', energy: [E.lightning] }, [true], rules).pick('Attack: Thunder Wave')
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 0).conditions.rotation).toBe('paralyzed')
  })
  it('exactly 30 is prevented', () => {
    const d = start({ card: 'base1-36', energy: [E.fire, E.fire] }).pick('Attack: Fire Punch')
    expect(active(d.state, 0).damage).toBe(0)
  })
  it('more than 30 after Weakness is not prevented (Stun Spore 20 ×2 = 40)', () => {
    const d = start({ card: ['base1-45', 'base1-54'], energy: [E.grass, E.grass] }, [false]).pick('Attack: Stun Spore')
    expect(active(d.state, 0).damage).toBe(40)
  })
  it('more than 30 is done in full', () => {
    const d = start({ card: 'base1-36', energy: [E.fire, E.fire, E.fire] }).pick('Attack: Flamethrower')
    expect(active(d.state, 0).damage).toBe(50)
  })
  it("ends after the opponent's next turn", () => {
    const d = start({ card: 'base1-36', energy: [E.fire, E.fire] })
      .pick('End turn')
      .pick('End turn')
      .pick('Attack: Fire Punch')
    expect(active(d.state, 0).damage).toBe(30)
  })
  it('Rock Throw does 10', () => {
    const d = game({ players: [{ active: { card: 'base1-56', energy: [E.fighting] } }, { active: 'base1-41' }] })
    d.pick('Attack: Rock Throw')
    expect(active(d.state, 1).damage).toBe(10)
  })
})
