import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, swsh2 } from './helpers'

const RILLABOOM_VMAX = [swsh2(17), swsh2(18)] // 330 HP, weak to Fire: no Weakness or Resistance against Lightning

describe('swsh2-63 Helioptile', () => {
  it('Thunder Jolt: 30 damage, and 10 to itself', () => {
    const d = game({
      players: [{ active: { card: swsh2(63), energy: [E.lightning] } }, { active: { card: RILLABOOM_VMAX } }],
    })
    d.pick('Attack: Thunder Jolt')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('swsh2-64 Heliolisk', () => {
  const HELIOLISK = [swsh2(63), swsh2(64)]

  it('evolves from Helioptile', () => {
    const d = game({ players: [{ active: swsh2(63), hand: [swsh2(64)] }, { active: swsh2(12) }] })
    d.pick('Evolve Helioptile into Heliolisk')
    expect(active(d.state, 0).stack).toHaveLength(2)
  })

  it("Eerie Impulse, heads: discards an Energy from one of the opponent's Pokémon, Benched ones too", () => {
    const d = game({
      flips: [true],
      players: [
        { active: { card: HELIOLISK, energy: [E.lightning] } },
        { active: { card: RILLABOOM_VMAX, energy: [E.grass] }, bench: [{ card: swsh2(12), energy: [E.water] }] },
      ],
    })
    d.pick('Attack: Eerie Impulse')
    expect(d.labels()).toEqual(['Rillaboom VMAX', 'Snover'])
    d.pick('Snover').pick('Basic Water Energy')
    expect(energyOf(d.state, bench(d.state, 1, 0))).toEqual([])
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.grass])
    expect(pile(d.state, 1, 'discard')).toEqual([E.water])
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Eerie Impulse, tails: nothing is discarded', () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: HELIOLISK, energy: [E.lightning] } },
        { active: { card: RILLABOOM_VMAX, energy: [E.grass] } },
      ],
    })
    d.pick('Attack: Eerie Impulse')
    expect(d.decision.seat).toBe(1)
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.grass])
  })

  it('Thunder: 120 damage, and 30 to itself', () => {
    const d = game({
      players: [{ active: { card: HELIOLISK, energy: [E.lightning, E.fire] } }, { active: { card: RILLABOOM_VMAX } }],
    })
    d.pick('Attack: Thunder')
    expect(active(d.state, 1).damage).toBe(120)
    expect(active(d.state, 0).damage).toBe(30)
  })
})
