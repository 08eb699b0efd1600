import { describe, expect, it } from 'vitest'
import { E, active, crz, game, menu, pile, top } from './helpers'

const SNORLAX_V = 'swsh1-141' // 220 HP, no Lightning Weakness
const AIR_BALLOON = 'swsh1-156' // Pokémon Tools
const VITALITY_BAND = 'swsh1-185'
const GREAT_BALL = 'swsh1-164' // an Item
const ZAMAZENTA_VSTAR = [crz(98), crz(99)] // its VSTAR Power: Shield Star (an Ability)

describe('swsh12pt5-45 Rotom V', () => {
  it('Instant Charge: draws 3 cards, and the turn ends', () => {
    const d = game({
      players: [
        { active: crz(45), hand: [E.water], deck: [E.grass, E.grass, E.grass, E.grass] },
        { active: SNORLAX_V },
      ],
    })
    d.pick('Use Instant Charge')
    expect(pile(d.state, 0, 'hand')).toHaveLength(4)
    expect(pile(d.state, 0, 'deck')).toHaveLength(1)
    expect(d.state.current).toBe(1)
  })

  for (const put of [0, 2])
    it(`Scrap Short: 40 + 40 for each Pokémon Tool put from the discard pile in the Lost Zone (${put})`, () => {
      const d = game({
        players: [
          {
            active: { card: crz(45), energy: [E.lightning, E.lightning] },
            discard: [AIR_BALLOON, VITALITY_BAND, GREAT_BALL],
          },
          { active: SNORLAX_V },
        ],
      })
      d.pick('Attack: Scrap Short')
      expect(d.labels().sort()).toEqual(['Air Balloon', 'Vitality Band'])
      if (put === 0) d.pickIndices([])
      else d.pick('Air Balloon', 'Vitality Band')
      expect(active(d.state, 1).damage).toBe(40 + 40 * put)
      expect(pile(d.state, 0, 'lostZone')).toHaveLength(put)
      expect(pile(d.state, 0, 'discard')).toHaveLength(3 - put)
    })
})

describe('swsh12pt5-46 Rotom VSTAR', () => {
  const VSTAR = [crz(45), crz(46)]
  it('evolves from Rotom V and is worth 2 Prize cards', () => {
    const d = game({ players: [{ active: crz(45), hand: [crz(46)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Rotom V into Rotom VSTAR')
    expect(top(d.state, active(d.state, 0))).toBe(crz(46))
  })

  it('Scrap Pulse: 80 + 40 for each Pokémon Tool put in the Lost Zone', () => {
    const d = game({
      players: [
        { active: { card: VSTAR, energy: [E.lightning, E.lightning] }, discard: [AIR_BALLOON] },
        { active: SNORLAX_V },
      ],
    })
    d.pick('Attack: Scrap Pulse').pick('Air Balloon')
    expect(active(d.state, 1).damage).toBe(120)
    expect(pile(d.state, 0, 'lostZone')).toEqual([AIR_BALLOON])
  })

  it('Conversion Star: discards the chosen cards and draws as many; once per game', () => {
    const d = game({
      players: [
        {
          active: { card: VSTAR },
          hand: [E.water, E.grass, GREAT_BALL],
          deck: [E.fire, E.fire, E.fire, E.fire, E.fire],
        },
        { active: SNORLAX_V },
      ],
    })
    d.pick('Use Conversion Star')
    d.pick('Water Energy', 'Grass Energy')
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.grass, E.water].sort())
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.fire, E.fire, GREAT_BALL].sort())
    expect(d.state.players[0].vstarUsed).toBe(true)
    expect(menu(d)).not.toContain('Use Conversion Star')
    d.pick('End turn').pick('End turn')
    expect(menu(d)).not.toContain('Use Conversion Star')
  })

  it("Conversion Star is refused once another VSTAR's Power of the same player was used", () => {
    const d = game({
      players: [
        { active: { card: VSTAR }, bench: [{ card: ZAMAZENTA_VSTAR }], hand: [E.water] },
        { active: SNORLAX_V },
      ],
    })
    expect(menu(d)).toContain('Use Conversion Star')
    d.pick('Use Shield Star')
    expect(menu(d)).not.toContain('Use Conversion Star')
  })
})
