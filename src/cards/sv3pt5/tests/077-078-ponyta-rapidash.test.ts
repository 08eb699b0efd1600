import { describe, expect, it } from 'vitest'
import { E, active, game, pile, sv, top } from './helpers'

describe('sv3pt5-77 Ponyta', () => {
  it('Collect: draws 1 card and does no damage', () => {
    const d = game({
      players: [{ active: { card: sv(77), energy: [E.fire] }, deck: [E.water, E.grass] }, { active: sv(96) }],
    })
    d.pick('Attack: Collect')
    expect(pile(d.state, 0, 'hand')).toEqual([E.water])
    expect(active(d.state, 1).damage).toBe(0)
  })
})

describe('sv3pt5-78 Rapidash', () => {
  const rapidash = { card: [sv(77), sv(78)], energy: [E.fire, E.fire, E.fire] }

  it("Singe: the opponent's Active Pokémon is Burned, no damage", () => {
    const d = game({ players: [{ active: rapidash }, { active: sv(96) }], flips: [false] })
    d.pick('Attack: Singe')
    // Burned: 2 damage counters at the Checkup (tails: it stays Burned).
    expect(active(d.state, 1).conditions.burned).toBe(true)
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Mach Turn: 90 damage, then Rapidash changes places with a Benched Pokémon', () => {
    const d = game({ players: [{ active: rapidash, bench: [sv(83)] }, { active: { card: [sv(88), sv(89)] } }] })
    d.pick('Attack: Mach Turn').pick("Farfetch'd")
    expect(active(d.state, 1).damage).toBe(90)
    expect(top(d.state, active(d.state, 0))).toBe(sv(83))
    expect(top(d.state, d.state.players[0].bench[0]!)).toBe(sv(78))
  })

  it('Mach Turn with an empty Bench: only the damage', () => {
    const d = game({ players: [{ active: rapidash }, { active: { card: [sv(88), sv(89)] } }] })
    d.pick('Attack: Mach Turn')
    expect(active(d.state, 1).damage).toBe(90)
    expect(top(d.state, active(d.state, 0))).toBe(sv(78))
  })
})
