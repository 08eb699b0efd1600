import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, energyOf, game, pile } from './helpers'

const TORKOAL_V = 'swsh1-24' // 210 HP, Weakness Water
const SNORLAX_V = 'swsh1-141' // 220 HP

describe('swsh12pt5-36 Kyogre', () => {
  it('Wave Summoning attaches a Water Energy card from the deck to itself', () => {
    const d = game({
      players: [{ active: { card: crz(36), energy: [E.fire] }, deck: [E.fire, E.water] }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Wave Summoning')
    expect(d.labels()).toEqual(['Basic Water Energy'])
    d.pick('Water Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.water])
    expect(pile(d.state, 0, 'deck')).toEqual([E.fire])
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Dynamic Wave returns 3 Energy to the hand, then does 180 to a Benched Pokémon without Weakness', () => {
    const d = game({
      players: [
        { active: { card: crz(36), energy: [E.water, E.water, E.water, E.water] } },
        { active: SNORLAX_V, bench: [TORKOAL_V] },
      ],
    })
    d.pick('Attack: Dynamic Wave')
    if (d.decision.ask === 'discard-energy') d.pickIndices([0])
    d.pick('Torkoal V')
    expect(bench(d.state, 1, 0).damage).toBe(180)
    expect(active(d.state, 1).damage).toBe(0)
    expect(pile(d.state, 0, 'hand')).toEqual([E.water, E.water, E.water])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.water])
  })

  it('Dynamic Wave on the Active Pokémon applies its Weakness: 360 Knocks Out Torkoal V (210 HP)', () => {
    const d = game({
      players: [
        { active: { card: crz(36), energy: [E.water, E.water, E.water, E.water] } },
        { active: TORKOAL_V, bench: [SNORLAX_V] },
      ],
    })
    d.pick('Attack: Dynamic Wave')
    if (d.decision.ask === 'discard-energy') d.pickIndices([0])
    d.pick('Torkoal V')
    expect(pile(d.state, 1, 'discard')).toContain(TORKOAL_V)
    expect(d.decision.ask).toBe('take-prize')
  })
})
