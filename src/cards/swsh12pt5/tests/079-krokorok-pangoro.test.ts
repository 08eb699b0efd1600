import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile } from './helpers'

const DHELMISE_V = 'swsh1-9'

describe('swsh12pt5-79 Krokorok: Dredge Up', () => {
  it("discards the top 3 cards of the opponent's deck", () => {
    const d = game({
      players: [
        { active: { card: crz(79), energy: [E.fire, E.fire, E.fire] } },
        { active: DHELMISE_V, deck: [E.grass, E.water, crz(61), E.metal, E.psychic] },
      ],
    })
    d.pick('Attack: Dredge Up')
    expect(pile(d.state, 1, 'discard').sort()).toEqual([E.grass, E.water, crz(61)].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })
})

describe('swsh12pt5-80 Pangoro: Wild Tackle', () => {
  it('160, and 30 to itself', () => {
    const d = game({
      players: [
        { active: { card: [crz(72), crz(80)], energy: [E.darkness, E.darkness, E.fire] } },
        { active: DHELMISE_V },
      ],
    })
    d.pick('Attack: Wild Tackle')
    expect(active(d.state, 1).damage).toBe(160)
    expect(active(d.state, 0).damage).toBe(30)
  })
})
