import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

describe('sv3pt5-56 Mankey', () => {
  it('Thrash: heads 40; tails 20 and 20 to itself', () => {
    const h = game({ flips: [true], players: [{ active: { card: sv(56), energy: [E.fighting] } }, { active: sv(65) }] })
    h.pick('Attack: Thrash')
    // Alakazam ex resists Fighting (−30): 40 − 30.
    expect(active(h.state, 1).damage).toBe(10)
    expect(active(h.state, 0).damage).toBe(0)
    const t = game({
      flips: [false],
      players: [{ active: { card: sv(56), energy: [E.fighting] } }, { active: sv(40) }],
    })
    t.pick('Attack: Thrash')
    expect(active(t.state, 1).damage).toBe(40) // Wigglytuff ex is weak to Fighting: 20 × 2
    expect(active(t.state, 0).damage).toBe(20)
  })
})

describe('sv3pt5-57 Primeape', () => {
  it('Rant and Rave: 40 damage, then Primeape is Confused', () => {
    const d = game({ players: [{ active: { card: [sv(56), sv(57)], energy: [E.fighting] } }, { active: sv(40) }] })
    d.pick('Attack: Rant and Rave')
    expect(active(d.state, 1).damage).toBe(80)
    expect(active(d.state, 0).conditions.rotation).toBe('confused')
  })

  it('Raging Smash: 150 while Confused (after passing the Confusion flip), nothing otherwise', () => {
    const cost = [E.fighting, E.fighting, E.fighting]
    const conf = game({
      flips: [true],
      players: [{ active: { card: [sv(56), sv(57)], energy: cost, conditions: ['confused'] } }, { active: sv(65) }],
    })
    conf.pick('Attack: Raging Smash')
    expect(active(conf.state, 1).damage).toBe(120) // 150 − 30 Resistance
    const calm = game({ players: [{ active: { card: [sv(56), sv(57)], energy: cost } }, { active: sv(65) }] })
    calm.pick('Attack: Raging Smash')
    expect(active(calm.state, 1).damage).toBe(0)
  })
})
