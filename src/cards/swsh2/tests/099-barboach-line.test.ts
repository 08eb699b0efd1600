import { describe, expect, it } from 'vitest'
import { E, active, bench, game, swsh2 } from './helpers'

const WHISCASH = [swsh2(99), swsh2(100)]

describe('swsh2-99 Barboach', () => {
  it('Razor Fin does 10', () => {
    const d = game({ players: [{ active: { card: swsh2(99), energy: [E.fighting] } }, { active: swsh2(111) }] })
    d.pick('Attack: Razor Fin')
    expect(active(d.state, 1).damage).toBe(10)
  })
})

describe('swsh2-100 Whiscash', () => {
  it('Earthquake: 140, and 20 to each of your Benched Pokémon; Submerge keeps a Benched Whiscash safe', () => {
    const d = game({
      players: [
        { active: { card: WHISCASH, energy: [E.fighting, E.fighting] }, bench: [swsh2(96), { card: WHISCASH }] },
        { active: { card: [swsh2(92), swsh2(93)] } },
      ],
    })
    d.pick('Attack: Earthquake')
    // Dragapult VMAX resists Fighting.
    expect(active(d.state, 1).damage).toBe(110)
    expect(bench(d.state, 0, 0).damage).toBe(20)
    expect(bench(d.state, 0, 1).damage).toBe(0)
  })

  it('Submerge stops damage only: damage counters still go on a Benched Whiscash', () => {
    const d = game({
      players: [
        { active: { card: [swsh2(92), swsh2(93)], energy: [E.psychic, E.psychic] } },
        { active: { card: WHISCASH }, bench: [{ card: WHISCASH }] },
      ],
    })
    d.pick('Attack: Max Phantom')
    for (let i = 0; i < 5; i++) d.pick('Whiscash')
    // Counters are not damage: Submerge does not stop them.
    expect(active(d.state, 1).damage).toBe(130)
    expect(bench(d.state, 1, 0).damage).toBe(50)
  })
})
