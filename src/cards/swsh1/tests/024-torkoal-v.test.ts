import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, swsh1 } from './helpers'

const FFFC = [E.fire, E.fire, E.fire, E.fire]

describe('swsh1-24 Torkoal V', () => {
  it('Combustion Pillar: the top card of the deck is discarded; 180 if it was a Fire Energy card', () => {
    for (const [topCard, dmg] of [
      [E.fire, 180],
      [E.water, 90],
      [swsh1(22), 90],
    ] as const) {
      const d = game({
        players: [{ active: { card: swsh1(24), energy: FFFC }, deck: [topCard, E.grass] }, { active: swsh1(25) }],
      })
      d.pick('Attack: Combustion Pillar')
      expect(active(d.state, 1).damage).toBe(dmg)
      expect(pile(d.state, 0, 'discard')).toEqual([topCard])
    }
  })

  it('Combustion Pillar with an empty deck: 90', () => {
    const d = game({ players: [{ active: { card: swsh1(24), energy: FFFC }, deck: [] }, { active: swsh1(25) }] })
    d.pick('Attack: Combustion Pillar')
    expect(active(d.state, 1).damage).toBe(90)
  })

  it("Steam Crush: 120, then 2 Energy of the attacker's choice are discarded from the Defending Pokémon", () => {
    const d = game({
      players: [
        { active: { card: swsh1(24), energy: FFFC } },
        { active: { card: swsh1(25), energy: [E.fire, E.water, E.grass] } },
      ],
    })
    d.pick('Attack: Steam Crush')
    expect(active(d.state, 1).damage).toBe(120)
    d.pick('Water Energy')
    d.pick('Grass Energy')
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.fire])
  })
})
