import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

describe('swsh12pt5-160 Pikachu', () => {
  it('Wild Charge: 90 to the Defending Pokémon and 30 to itself', () => {
    const d = game({
      players: [
        { active: { card: crz(160), energy: [E.lightning, E.lightning, E.fire] } },
        { active: { card: ['swsh2-12', 'swsh2-13'] } }, // Abomasnow, 130 HP
      ],
    })
    d.pick('Attack: Wild Charge')
    expect(active(d.state, 1).damage).toBe(90)
    expect(active(d.state, 0).damage).toBe(30)
  })
})

describe('Crown Zenith basic Energy (swsh12pt5-152 … 159)', () => {
  it('each print is a basic Energy of its type that pays for an attack', () => {
    const d = game({
      players: [
        { active: { card: crz(160), energy: [crz(155), crz(155), crz(153)] } },
        { active: { card: ['swsh2-12', 'swsh2-13'] } },
      ],
    })
    d.pick('Attack: Wild Charge')
    expect(active(d.state, 1).damage).toBe(90)
  })
})
