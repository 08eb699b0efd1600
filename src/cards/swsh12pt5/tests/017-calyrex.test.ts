import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, game, pile } from './helpers'

const SNORLAX_V = 'swsh1-141'

describe('swsh12pt5-17 Calyrex', () => {
  it("King's Instructions: 30 damage, then up to 2 cards of the deck into the hand", () => {
    const d = game({
      players: [
        { active: { card: crz(17), energy: [E.fire, E.fire] }, deck: [E.water, crz(1), crz(18), E.grass] },
        { active: SNORLAX_V },
      ],
    })
    d.pick("Attack: King's Instructions")
    expect(d.decision.max).toBe(2)
    d.pick('Oddish', 'Charizard V')
    expect(active(d.state, 1).damage).toBe(30)
    expect(pile(d.state, 0, 'hand').sort()).toEqual([crz(1), crz(18)].sort())
    expect(pile(d.state, 0, 'deck')).toHaveLength(2)
  })

  it("King's Instructions: the search may take nothing", () => {
    const d = game({
      players: [
        { active: { card: crz(17), energy: [E.fire, E.fire] }, deck: [E.water, crz(1)] },
        { active: SNORLAX_V },
      ],
    })
    d.pick("Attack: King's Instructions").pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('Bloomshine: 90 damage, then 20 healed from each of your Pokémon', () => {
    const d = game({
      players: [
        {
          active: { card: crz(17), energy: [E.grass, E.fire, E.fire], damage: 50 },
          bench: [{ card: crz(4), damage: 10 }],
        },
        { active: SNORLAX_V },
      ],
    })
    d.pick('Attack: Bloomshine')
    expect(active(d.state, 1).damage).toBe(90)
    expect(active(d.state, 0).damage).toBe(30)
    expect(bench(d.state, 0, 0).damage).toBe(0)
  })
})
