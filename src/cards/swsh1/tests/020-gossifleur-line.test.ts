import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, swsh1, top } from './helpers'

describe('swsh1-20 Gossifleur', () => {
  it('Call for Family: up to 3 Basic Pokémon from the deck onto the Bench, no more than it has room for', () => {
    const d = game({
      players: [
        {
          active: { card: swsh1(20), energy: [E.grass] },
          bench: [swsh1(5), swsh1(5)],
          deck: [swsh1(8), swsh1(10), swsh1(11), swsh1(7)],
        },
        { active: swsh1(9) },
      ],
    })
    d.pick('Attack: Call for Family')
    expect(d.decision.max).toBe(3)
    d.pick('Durant', 'Maractus')
    expect(d.state.players[0].bench.map((s) => top(d.state, s))).toEqual([swsh1(5), swsh1(5), swsh1(8), swsh1(7)])
  })

  it('Razor Leaf: 10 damage', () => {
    const d = game({ players: [{ active: { card: swsh1(20), energy: [E.grass] } }, { active: swsh1(9) }] })
    d.pick('Attack: Razor Leaf')
    expect(active(d.state, 1).damage).toBe(10)
  })
})

describe('swsh1-21 Eldegoss', () => {
  const ELDEGOSS = [swsh1(20), swsh1(21)]

  it('Blessing of Fluff: up to 3 Grass Energy cards from the deck, each to a Benched Pokémon you choose', () => {
    const d = game({
      players: [
        {
          active: { card: ELDEGOSS, energy: [E.water] },
          bench: [swsh1(5), swsh1(8)],
          deck: [E.grass, E.water, E.grass, E.grass, E.grass],
        },
        { active: swsh1(9) },
      ],
    })
    d.pick('Attack: Blessing of Fluff')
    expect(d.decision.max).toBe(3)
    d.pickIndices([0, 1, 2])
    d.pick('Cottonee').pick('Durant').pick('Durant')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.grass])
    expect(energyOf(d.state, bench(d.state, 0, 1))).toEqual([E.grass, E.grass])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.water])
    expect(pile(d.state, 0, 'deck').sort()).toEqual([E.grass, E.water].sort())
  })

  it('Blessing of Fluff takes nothing without Benched Pokémon', () => {
    const d = game({
      players: [{ active: { card: ELDEGOSS, energy: [E.water] }, deck: [E.grass] }, { active: swsh1(9) }],
    })
    d.pick('Attack: Blessing of Fluff')
    expect(pile(d.state, 0, 'deck')).toEqual([E.grass])
    expect(d.decision.seat).toBe(1)
  })

  it('Leafage: 30 damage', () => {
    const d = game({ players: [{ active: { card: ELDEGOSS, energy: [E.grass] } }, { active: swsh1(9) }] })
    d.pick('Attack: Leafage')
    expect(active(d.state, 1).damage).toBe(30)
  })
})
