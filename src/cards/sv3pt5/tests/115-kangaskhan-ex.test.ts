import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

const KANGASKHAN = sv(115)
const C3 = [E.fire, E.fire, E.fire]

describe('sv3pt5-115 Kangaskhan ex', () => {
  it('Triple Draw draws 3 cards', () => {
    const d = game({
      players: [
        { active: { card: KANGASKHAN, energy: [E.fire] }, deck: [E.water, E.water, E.water, E.grass] },
        { active: sv(143) },
      ],
    })
    d.pick('Attack: Triple Draw')
    expect(d.state.players[0].hand.length).toBe(3)
    expect(d.state.players[0].deck.length).toBe(1)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Incessant Punching does 100 for each heads of 4 coins', () => {
    for (const [flips, dmg] of [
      [[true, false, true, false], 200],
      [[false, false, false, false], 0],
      [[true, false, false, false], 100],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: KANGASKHAN, energy: C3 } }, { active: KANGASKHAN }],
      })
      d.pick('Attack: Incessant Punching')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it('gives 2 Prize cards when Knocked Out', () => {
    const d = game({
      flips: [true, true, true, false],
      players: [{ active: { card: KANGASKHAN, energy: C3 } }, { active: KANGASKHAN, bench: [sv(116)] }],
    })
    d.pick('Attack: Incessant Punching')
    // 300 damage ≥ 230 HP: Knocked Out, seat 0 takes 2 Prizes.
    d.pick('Prize card 1', 'Prize card 2')
    expect(d.state.players[0].prizes.length).toBe(4)
  })
})
