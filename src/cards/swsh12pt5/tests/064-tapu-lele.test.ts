import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const DHELMISE_V = 'swsh1-9'

describe('swsh12pt5-64 Tapu Lele', () => {
  it('Energy Burst: 20 for each Energy on both Active Pokémon', () => {
    const d = game({
      players: [
        { active: { card: crz(64), energy: [E.psychic, E.fire] }, bench: [{ card: crz(61), energy: [E.fire] }] },
        { active: { card: DHELMISE_V, energy: [E.grass, E.grass, E.grass] } },
      ],
    })
    d.pick('Attack: Energy Burst')
    expect(active(d.state, 1).damage).toBe(100) // 2 + 3 Energy; the Benched Pokémon's does not count
  })

  it('Spiral Drain: 100, then heals 30 from itself', () => {
    const d = game({
      players: [
        { active: { card: crz(64), energy: [E.psychic, E.psychic, E.fire], damage: 50 } },
        { active: DHELMISE_V },
      ],
    })
    d.pick('Attack: Spiral Drain')
    expect(active(d.state, 1).damage).toBe(100)
    expect(active(d.state, 0).damage).toBe(20)
  })
})
