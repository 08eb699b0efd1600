import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

describe('sv3pt5-37 Vulpix: Super Singe', () => {
  for (const heads of [true, false]) {
    it(`20 damage; ${heads ? 'heads: Burned' : 'tails: no Burn'}`, () => {
      // Burn check in Pokémon Checkup: tails keeps the Burn.
      const d = game({
        flips: [heads, false],
        players: [{ active: { card: sv(37), energy: [E.fire, E.fire] } }, { active: sv(31) }],
      })
      d.pick('Attack: Super Singe')
      expect(active(d.state, 1).conditions.burned).toBe(heads)
      expect(active(d.state, 1).damage).toBe(heads ? 40 : 20)
    })
  }
})

describe('sv3pt5-38 Ninetales ex', () => {
  it('Heat Wave: 30 damage and Burned', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: [sv(37), sv(38)], energy: [E.fire] } }, { active: sv(31) }],
    })
    d.pick('Attack: Heat Wave')
    expect(active(d.state, 1).conditions.burned).toBe(true)
    expect(active(d.state, 1).damage).toBe(50)
  })

  it('Mirrored Flames: 80, or 220 when both hands have the same number of cards', () => {
    for (const [mine, theirs, dmg] of [
      [2, 2, 190],
      [0, 0, 190],
      [2, 3, 50],
    ]) {
      const d = game({
        players: [
          { active: { card: [sv(37), sv(38)], energy: [E.fire, E.fire] }, hand: Array(mine).fill(E.grass) },
          { active: { card: [sv(7), sv(8), sv(9)] }, hand: Array(theirs).fill(E.grass) },
        ],
      })
      d.pick('Attack: Mirrored Flames')
      // Blastoise ex's Solid Shell takes 30 off.
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it('is worth 2 Prize cards', () => {
    const d = game({
      players: [
        { active: { card: [sv(7), sv(8), sv(9)], energy: [E.water, E.water] }, hand: [E.water] },
        { active: { card: [sv(37), sv(38)] }, bench: [sv(37)] },
      ],
    })
    d.pick('Attack: Twin Cannons').pick('Basic Water Energy')
    d.pick('Prize card 1', 'Prize card 2')
    expect(d.state.players[0].prizes.length).toBe(4)
  })
})
