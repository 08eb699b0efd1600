import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, swsh2 } from './helpers'

describe('swsh2-81 Sandygast', () => {
  it("Sneaky Placement: 1 damage counter on the opponent's Pokémon of your choice", () => {
    const d = game({
      players: [{ active: { card: swsh2(81), energy: [E.psychic] } }, { active: swsh2(111), bench: [swsh2(96)] }],
    })
    d.pick('Attack: Sneaky Placement').pick('Nosepass')
    expect(bench(d.state, 1, 0).damage).toBe(10)
    expect(active(d.state, 1).damage).toBe(0)
  })
})

describe('swsh2-82 Palossand', () => {
  const PALOSSAND = [swsh2(81), swsh2(82)]
  const deck = [E.water, E.grass, E.lightning, E.metal]

  it("Sand Sink: the top card of the opponent's deck is discarded", () => {
    const d = game({
      players: [{ active: { card: PALOSSAND, energy: [E.fire, E.fire] } }, { active: swsh2(111), deck }],
    })
    d.pick('Attack: Sand Sink')
    expect(pile(d.state, 1, 'discard')).toEqual([E.water])
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Sand Sink with Cursed Shovel attached: 3 cards in all', () => {
    const d = game({
      players: [
        { active: { card: PALOSSAND, energy: [E.fire, E.fire], tools: [swsh2(157)] } },
        { active: swsh2(111), deck },
      ],
    })
    d.pick('Attack: Sand Sink')
    expect(pile(d.state, 1, 'discard')).toEqual([E.water, E.grass, E.lightning])
  })

  it('Super Absorption: 90 damage and heals 30 from Palossand', () => {
    const d = game({
      players: [
        { active: { card: PALOSSAND, energy: [E.psychic, E.fire, E.fire], damage: 50 } },
        { active: swsh2(111) },
      ],
    })
    d.pick('Attack: Super Absorption')
    expect(active(d.state, 1).damage).toBe(90)
    expect(active(d.state, 0).damage).toBe(20)
  })
})
