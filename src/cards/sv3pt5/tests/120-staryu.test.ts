import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

const STARYU = { card: sv(120), energy: [E.water, E.water] }

describe('sv3pt5-120 Staryu', () => {
  it('Swift ignores Weakness', () => {
    const d = game({ players: [{ active: STARYU }, { active: sv(126) }] })
    d.pick('Attack: Swift')
    expect(active(d.state, 1).damage).toBe(30) // Magmar is weak to Water: not doubled
  })

  it("Swift ignores effects on the opponent's Active (Mimic Barrier, prevention from an attack)", () => {
    const mime = game({ players: [{ active: STARYU }, { active: { card: sv(122), energy: [E.psychic, E.psychic] } }] })
    mime.pick('Attack: Swift')
    expect(active(mime.state, 1).damage).toBe(30)
    const shielded = game({
      players: [{ active: STARYU }, { active: { card: sv(143), markers: [{ source: 'engine', key: 'prevent-all' }] } }],
    })
    shielded.pick('Attack: Swift')
    expect(active(shielded.state, 1).damage).toBe(30)
  })
})
