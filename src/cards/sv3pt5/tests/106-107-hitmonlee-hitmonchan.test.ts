import { describe, expect, it } from 'vitest'
import type { Driver } from '../../../engine/testing/scenario'
import { E, active, bench, game, pile, sv, top } from './helpers'

const muk = { card: [sv(88), sv(89)] }
/** Damage amounts put on seat `seat`'s Active Pokémon, in order. */
const hits = (d: Driver, seat: 0 | 1): number[] =>
  d.events.flatMap((e) =>
    e.type === 'damage' && e.target.seat === seat && e.target.zone === 'active' && !e.counters ? [e.amount] : [],
  )

describe('sv3pt5-106 Hitmonlee', () => {
  it("Twister Kick: 10 to each of the opponent's Pokémon (Weakness only on the Active), then Hitmonlee switches out", () => {
    const d = game({
      players: [
        { active: { card: sv(106), energy: [E.fighting] }, bench: [sv(96)] },
        { active: muk, bench: [muk, sv(83)] },
      ],
    })
    d.pick('Attack: Twister Kick').pick('Drowzee')
    expect(active(d.state, 1).damage).toBe(20)
    expect(bench(d.state, 1, 0).damage).toBe(10)
    expect(bench(d.state, 1, 1).damage).toBe(10)
    expect(top(d.state, active(d.state, 0))).toBe(sv(96))
    expect(top(d.state, bench(d.state, 0, 0))).toBe(sv(106))
  })

  it('Twister Kick with an empty Bench: Hitmonlee stays Active', () => {
    const d = game({ players: [{ active: { card: sv(106), energy: [E.fighting] } }, { active: muk }] })
    d.pick('Attack: Twister Kick')
    expect(top(d.state, active(d.state, 0))).toBe(sv(106))
  })
})

describe('sv3pt5-107 Hitmonchan', () => {
  it('Counterattack: damaged by an attack while Active, 3 damage counters go on the attacker', () => {
    // Gastly's Suffocating Gas: 20, ×2 for Hitmonchan's Psychic Weakness.
    const d = game({
      current: 1,
      players: [{ active: sv(107) }, { active: { card: sv(92), energy: [E.psychic] }, bench: [sv(96)] }],
    })
    d.pick('Attack: Suffocating Gas')
    expect(active(d.state, 0).damage).toBe(40)
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('Counterattack also when Hitmonchan is Knocked Out; the counters can Knock Out the attacker too', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: sv(107), damage: 100 }, bench: [sv(96)] },
        { active: { card: sv(92), energy: [E.psychic], damage: 20 }, bench: [sv(96)] },
      ],
    })
    d.pick('Attack: Suffocating Gas')
    expect(pile(d.state, 0, 'discard')).toContain(sv(107))
    expect(pile(d.state, 1, 'discard')).toContain(sv(92))
  })

  it('Counterattack: nothing from the Bench, or without damage', () => {
    // Weezing's Spinning Fumes hits the Benched Hitmonchan.
    const fumes = game({
      current: 1,
      players: [
        { active: sv(96), bench: [sv(107)] },
        { active: { card: [sv(109), sv(110)], energy: [E.darkness, E.darkness] } },
      ],
    })
    fumes.pick('Attack: Spinning Fumes')
    expect(bench(fumes.state, 0, 0).damage).toBe(10)
    expect(active(fumes.state, 1).damage).toBe(0)
    // Rapidash's Singe does no damage.
    const singe = game({
      current: 1,
      flips: [false],
      players: [{ active: sv(107) }, { active: { card: [sv(77), sv(78)], energy: [E.fire] } }],
    })
    singe.pick('Attack: Singe')
    expect(active(singe.state, 1).damage).toBe(0)
  })

  it('Excited Punch: 60, then 60 more during your next turn (before Weakness)', () => {
    const d = game({
      players: [{ active: { card: sv(107), energy: [E.fighting, E.fighting] } }, { active: muk, bench: [sv(96)] }],
    })
    // Muk is weak to Fighting: 60 × 2, then (60 + 60) × 2.
    d.pick('Attack: Excited Punch')
    expect(hits(d, 1)).toEqual([120])
    d.pick('End turn').pick('Attack: Excited Punch')
    expect(hits(d, 1)).toEqual([120, 240])
  })

  it('Excited Punch bonus ends if Hitmonchan goes to the Bench', () => {
    const d = game({
      players: [
        { active: { card: sv(107), energy: [E.fighting, E.fighting, E.fighting] }, bench: [sv(96)] },
        { active: { card: [sv(98), sv(99)] } },
      ],
    })
    d.pick('Attack: Excited Punch').pick('End turn')
    d.pick('Retreat to Drowzee')
    expect(bench(d.state, 0, 0).markers).toEqual([])
  })
})
