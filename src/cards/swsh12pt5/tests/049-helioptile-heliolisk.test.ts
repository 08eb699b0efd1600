import { describe, expect, it } from 'vitest'
import { E, active, crz, game, top } from './helpers'

const SNORLAX_V = 'swsh1-141' // 220 HP, Weakness Fighting

describe('swsh12pt5-49 Helioptile', () => {
  for (const [name, energy, damage] of [
    ['Static Shock', [E.lightning], 10],
    ['Rear Kick', [E.fire, E.fire], 20],
  ] as const)
    it(`${name}: ${damage} damage`, () => {
      const d = game({ players: [{ active: { card: crz(49), energy: [...energy] } }, { active: SNORLAX_V }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('swsh12pt5-50 Heliolisk', () => {
  const HELIOLISK = [crz(49), crz(50)]
  it('evolves from Helioptile', () => {
    const d = game({ players: [{ active: crz(49), hand: [crz(50)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Helioptile into Heliolisk')
    expect(top(d.state, active(d.state, 0))).toBe(crz(50))
  })

  it('Static Shock: 30 damage', () => {
    const d = game({ players: [{ active: { card: HELIOLISK, energy: [E.lightning] } }, { active: SNORLAX_V }] })
    d.pick('Attack: Static Shock')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('Wild Charge: 150 damage, and 50 to itself', () => {
    const d = game({
      players: [{ active: { card: HELIOLISK, energy: [E.lightning, E.fire, E.fire] } }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Wild Charge')
    expect(active(d.state, 1).damage).toBe(150)
    expect(active(d.state, 0).damage).toBe(50)
  })
})
