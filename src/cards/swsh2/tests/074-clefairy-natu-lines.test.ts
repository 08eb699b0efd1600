import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, swsh2 } from './helpers'

const RILLABOOM_VMAX = [swsh2(17), swsh2(18)]

describe('swsh2-74 Clefairy', () => {
  it("Shining Fingers puts the opponent's Active Pokémon to sleep; Magical Shot does 10", () => {
    // Tails at the Checkup's Sleep flip: it stays Asleep.
    const d = game({
      flips: [false],
      players: [{ active: { card: swsh2(74), energy: [E.psychic] } }, { active: { card: RILLABOOM_VMAX } }],
    })
    d.pick('Attack: Shining Fingers')
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
    expect(active(d.state, 1).damage).toBe(0)
    const shot = game({
      players: [{ active: { card: swsh2(74), energy: [E.psychic] } }, { active: { card: RILLABOOM_VMAX } }],
    })
    shot.pick('Attack: Magical Shot')
    expect(active(shot.state, 1).damage).toBe(10)
  })
})

describe('swsh2-75 Clefable', () => {
  it("Prankish: on evolving, may put an Energy of the opponent's Active Pokémon on top of their deck", () => {
    const d = game({
      players: [
        { active: swsh2(74), hand: [swsh2(75)] },
        { active: { card: RILLABOOM_VMAX, energy: [E.grass, E.water] } },
      ],
    })
    d.pick('Evolve Clefairy into Clefable').pick('Yes').pick('Basic Water Energy')
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.grass])
    expect(pile(d.state, 1, 'deck')[0]).toBe(E.water)
  })

  it('Prankish may be declined, and is not offered when the Active Pokémon has no Energy', () => {
    const no = game({
      players: [{ active: swsh2(74), hand: [swsh2(75)] }, { active: { card: RILLABOOM_VMAX, energy: [E.grass] } }],
    })
    no.pick('Evolve Clefairy into Clefable').pick('No')
    expect(energyOf(no.state, active(no.state, 1))).toEqual([E.grass])
    const none = game({ players: [{ active: swsh2(74), hand: [swsh2(75)] }, { active: { card: RILLABOOM_VMAX } }] })
    none.pick('Evolve Clefairy into Clefable')
    expect(none.decision.ask).toBe('main')
  })

  it('Moon Kick: 60 damage', () => {
    const d = game({
      players: [
        { active: { card: [swsh2(74), swsh2(75)], energy: [E.psychic, E.fire] } },
        { active: { card: RILLABOOM_VMAX } },
      ],
    })
    d.pick('Attack: Moon Kick')
    expect(active(d.state, 1).damage).toBe(60)
  })
})

describe('swsh2-76 Natu', () => {
  it('Me First draws a card', () => {
    const d = game({
      players: [{ active: { card: swsh2(76), energy: [E.fire] }, deck: [E.psychic, E.water] }, { active: swsh2(12) }],
    })
    d.pick('Attack: Me First')
    expect(pile(d.state, 0, 'hand')).toEqual([E.psychic])
  })
})

describe('swsh2-77 Xatu', () => {
  const XATU = [swsh2(76), swsh2(77)]

  it("Energy Warp moves an Energy from one of the opponent's Benched Pokémon to their Active Pokémon", () => {
    const d = game({
      players: [
        { active: { card: XATU, energy: [E.fire] } },
        { active: { card: RILLABOOM_VMAX }, bench: [swsh2(1), { card: swsh2(12), energy: [E.water, E.grass] }] },
      ],
    })
    d.pick('Attack: Energy Warp')
    expect(d.labels()).toEqual(['Snover'])
    d.pick('Snover').pick('Basic Water Energy')
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.water])
    expect(energyOf(d.state, bench(d.state, 1, 1))).toEqual([E.grass])
  })

  it('Energy Warp with no Energy on the Bench does nothing', () => {
    const d = game({
      players: [{ active: { card: XATU, energy: [E.fire] } }, { active: { card: RILLABOOM_VMAX }, bench: [swsh2(1)] }],
    })
    d.pick('Attack: Energy Warp')
    expect(d.decision.seat).toBe(1)
  })

  it("Psychic: 10 plus 30 for each Energy on the opponent's Active Pokémon", () => {
    const d = game({
      players: [
        { active: { card: XATU, energy: [E.psychic] } },
        { active: { card: RILLABOOM_VMAX, energy: [E.grass, E.grass, E.water] } },
      ],
    })
    d.pick('Attack: Psychic')
    expect(active(d.state, 1).damage).toBe(10 + 30 * 3)
  })
})
