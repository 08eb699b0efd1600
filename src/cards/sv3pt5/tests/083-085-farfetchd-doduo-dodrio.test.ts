import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, sv } from './helpers'

describe("sv3pt5-83 Farfetch'd", () => {
  it('Package Deal: draws 2 cards', () => {
    const d = game({
      players: [{ active: { card: sv(83), energy: [E.fire] }, deck: [E.water, E.grass, E.metal] }, { active: sv(96) }],
    })
    d.pick('Attack: Package Deal')
    expect(pile(d.state, 0, 'hand')).toEqual([E.water, E.grass])
    expect(active(d.state, 1).damage).toBe(0)
  })
})

describe('sv3pt5-84 Doduo', () => {
  it('Reckless Charge: 30 damage and 10 to itself', () => {
    const d = game({ players: [{ active: { card: sv(84), energy: [E.fire] } }, { active: sv(96) }] })
    d.pick('Attack: Reckless Charge')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('sv3pt5-85 Dodrio', () => {
  it('Zooming Draw: 1 damage counter on Dodrio, draw 1; once per turn', () => {
    const d = game({
      players: [{ active: sv(96), bench: [{ card: [sv(84), sv(85)] }], deck: [E.water, E.grass] }, { active: sv(96) }],
    })
    d.pick('Use Zooming Draw')
    expect(d.state.players[0].bench[0]!.damage).toBe(10)
    expect(pile(d.state, 0, 'hand')).toEqual([E.water])
    expect(menu(d)).not.toContain('Use Zooming Draw')
  })

  it('Zooming Draw can be used again next turn', () => {
    const d = game({
      players: [{ active: { card: [sv(84), sv(85)] }, deck: [E.water, E.grass, E.fire] }, { active: sv(96) }],
    })
    d.pick('Use Zooming Draw').pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Use Zooming Draw')
  })

  it('Ballistic Beak: 10 plus 30 per damage counter on Dodrio', () => {
    for (const [damage, expected] of [
      [0, 10],
      [30, 100],
    ] as const) {
      const d = game({
        players: [
          { active: { card: [sv(84), sv(85)], energy: [E.fire], damage } },
          { active: { card: [sv(88), sv(89)] } },
        ],
      })
      d.pick('Attack: Ballistic Beak')
      expect(active(d.state, 1).damage).toBe(expected)
    }
  })

  it('Zooming Draw then Ballistic Beak counts the new counter', () => {
    const d = game({
      players: [
        { active: { card: [sv(84), sv(85)], energy: [E.fire], damage: 10 } },
        { active: { card: [sv(88), sv(89)] } },
      ],
    })
    d.pick('Use Zooming Draw').pick('Attack: Ballistic Beak')
    expect(active(d.state, 1).damage).toBe(70)
  })
})
