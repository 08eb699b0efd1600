import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

describe('sv3pt5-73 Tentacruel', () => {
  const mon = { card: [sv(72), sv(73)], energy: [E.water, E.water, E.water] }

  it('Poisonous Whip: 30 damage and Poisoned', () => {
    const d = game({ players: [{ active: mon }, { active: sv(65) }] })
    d.pick('Attack: Poisonous Whip')
    // 30, then Poison between turns: 10 more.
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(40)
  })

  it('Tentacular Panic: 90 per heads until tails; first flip tails means Confused', () => {
    const two = game({ flips: [true, true, false], players: [{ active: mon }, { active: sv(65) }] })
    two.pick('Attack: Tentacular Panic')
    expect(active(two.state, 1).damage).toBe(180)
    expect(active(two.state, 1).conditions.rotation).toBe(null)
    const none = game({ flips: [false], players: [{ active: mon }, { active: sv(65) }] })
    none.pick('Attack: Tentacular Panic')
    expect(active(none.state, 1).damage).toBe(0)
    expect(active(none.state, 1).conditions.rotation).toBe('confused')
  })
})
