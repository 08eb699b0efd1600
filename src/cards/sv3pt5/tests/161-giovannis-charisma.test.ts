import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, menu, pile } from './helpers'

const MACHOP = 'base1-52'

describe("sv3pt5-161 Giovanni's Charisma", () => {
  it('puts an Energy of their Active into their hand, then you attach an Energy card from hand to your Active (not your attachment for the turn)', () => {
    const d = game({
      players: [
        { active: MACHOP, hand: ['sv3pt5-161', E.fighting, E.water] },
        { active: { card: MACHOP, energy: [E.fire, E.grass] } },
      ],
    })
    d.pick("Play Giovanni's Charisma").pick('Basic Grass Energy')
    expect(pile(d.state, 1, 'hand')).toEqual([E.grass])
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.fire])
    d.pick('Basic Fighting Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fighting])
    expect(menu(d)).toContain('Attach Basic Water Energy to Machop')
  })
  it('with no Energy card in your hand only the first part happens', () => {
    const d = game({
      players: [{ active: MACHOP, hand: ['sv3pt5-161'] }, { active: { card: MACHOP, energy: [E.fire] } }],
    })
    d.pick("Play Giovanni's Charisma").pick('Basic Fire Energy')
    expect(pile(d.state, 1, 'hand')).toEqual([E.fire])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([])
    expect(d.decision.ask).toBe('main')
  })
  it("can't be played when their Active Pokémon has no Energy", () => {
    expect(
      menu(game({ players: [{ active: MACHOP, hand: ['sv3pt5-161', E.fire] }, { active: MACHOP }] })),
    ).not.toContain("Play Giovanni's Charisma")
  })
})
