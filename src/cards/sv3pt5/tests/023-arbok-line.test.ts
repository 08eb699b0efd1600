import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, menu, pile, sv } from './helpers'

const ARBOK = [sv(23), sv(24)]

describe('sv3pt5-23 Ekans: Acid Spray', () => {
  it("heads: 30 damage, then the attacker discards an Energy of their choice from the opponent's Active", () => {
    const d = game({
      flips: [true],
      players: [
        { active: { card: sv(23), energy: [E.darkness, E.darkness] } },
        { active: { card: sv(31), energy: [E.darkness, E.fire] } },
      ],
    })
    d.pick('Attack: Acid Spray')
    expect(d.decision.seat).toBe(0)
    d.pick('Basic Fire Energy')
    expect(active(d.state, 1).damage).toBe(30)
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.darkness])
    expect(pile(d.state, 1, 'discard')).toEqual([E.fire])
  })

  it('tails: damage only', () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: sv(23), energy: [E.darkness, E.darkness] } },
        { active: { card: sv(31), energy: [E.darkness] } },
      ],
    })
    d.pick('Attack: Acid Spray')
    expect(active(d.state, 1).damage).toBe(30)
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.darkness])
  })
})

describe('sv3pt5-24 Arbok ex', () => {
  it("Bind Down: 70 damage; the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: ARBOK, energy: [E.darkness, E.darkness] } },
        { active: { card: sv(31), energy: [E.fire, E.fire, E.fire] }, bench: [sv(13)] },
      ],
    })
    d.pick('Attack: Bind Down')
    expect(active(d.state, 1).damage).toBe(70)
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
    // After that turn the effect is over.
    d.pick('End turn').pick('End turn')
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(true)
  })

  it('Menacing Fangs: 150 damage, then the opponent discards 2 cards of their choice', () => {
    const d = game({
      players: [
        { active: { card: ARBOK, energy: [E.darkness, E.darkness, E.darkness] } },
        { active: { card: [sv(1), sv(2), sv(3)] }, hand: [sv(4), sv(7), E.grass] },
      ],
    })
    d.pick('Attack: Menacing Fangs')
    expect(active(d.state, 1).damage).toBe(150)
    expect(d.decision.seat).toBe(1)
    d.pick('Charmander', 'Basic Grass Energy')
    expect(pile(d.state, 1, 'discard').sort()).toEqual([E.grass, sv(4)].sort())
    // The opponent kept Squirtle and drew for their turn.
    expect(pile(d.state, 1, 'hand')).toContain(sv(7))
  })

  it('Menacing Fangs with one card in hand discards it; with none, nothing is asked', () => {
    const one = game({
      players: [
        { active: { card: ARBOK, energy: [E.darkness, E.darkness, E.darkness] } },
        { active: { card: [sv(1), sv(2), sv(3)] }, hand: [sv(4)] },
      ],
    })
    one.pick('Attack: Menacing Fangs').pick('Charmander')
    expect(pile(one.state, 1, 'discard')).toEqual([sv(4)])
    const none = game({
      players: [
        { active: { card: ARBOK, energy: [E.darkness, E.darkness, E.darkness] } },
        { active: { card: [sv(1), sv(2), sv(3)] }, hand: [] },
      ],
    })
    none.pick('Attack: Menacing Fangs')
    expect(none.decision.ask).toBe('main')
    expect(pile(none.state, 1, 'discard')).toEqual([])
  })
})
