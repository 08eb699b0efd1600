import { describe, expect, it } from 'vitest'
import { E, active, bench, game, swsh2 } from './helpers'

describe('swsh2-101 Galarian Yamask', () => {
  it('Reckless Charge: 50 damage and 30 to itself', () => {
    const d = game({ players: [{ active: { card: swsh2(101), energy: [E.fire, E.fire] } }, { active: swsh2(111) }] })
    d.pick('Attack: Reckless Charge')
    expect(active(d.state, 1).damage).toBe(50)
    expect(active(d.state, 0).damage).toBe(30)
  })
})

describe('swsh2-102 Galarian Runerigus', () => {
  const RUNERIGUS = [swsh2(101), swsh2(102)]
  it('Spreading Spite: 2 damage counters for each one on itself, split as you choose', () => {
    const d = game({
      players: [
        { active: { card: RUNERIGUS, energy: [E.fire, E.fire], damage: 20 } },
        { active: swsh2(111), bench: [swsh2(96)] },
      ],
    })
    d.pick('Attack: Spreading Spite').pick('Stonjourner').pick('Nosepass').pick('Nosepass').pick('Nosepass')
    expect(active(d.state, 1).damage).toBe(10)
    expect(bench(d.state, 1, 0).damage).toBe(30)
  })

  it('Spreading Spite with no damage on it does nothing', () => {
    const d = game({ players: [{ active: { card: RUNERIGUS, energy: [E.fire, E.fire] } }, { active: swsh2(111) }] })
    d.pick('Attack: Spreading Spite')
    expect(active(d.state, 1).damage).toBe(0)
    expect(d.decision.seat).toBe(1)
  })

  it('Mad Hammer: 120 damage and 30 to itself', () => {
    const d = game({
      players: [
        { active: { card: RUNERIGUS, energy: [E.fighting, E.fire, E.fire] } },
        { active: { card: [swsh2(92), swsh2(93)] } },
      ],
    })
    d.pick('Attack: Mad Hammer')
    expect(active(d.state, 1).damage).toBe(90)
    expect(active(d.state, 0).damage).toBe(30)
  })
})
