import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const DHELMISE_V = 'swsh1-9'

describe('swsh12pt5-67 Enamorus', () => {
  it('Draining Kiss: 20, then heals 20 from itself', () => {
    const d = game({
      players: [{ active: { card: crz(67), energy: [E.psychic], damage: 30 } }, { active: DHELMISE_V }],
    })
    d.pick('Attack: Draining Kiss')
    expect(active(d.state, 1).damage).toBe(20)
    expect(active(d.state, 0).damage).toBe(10)
  })

  for (const [mine, theirs, damage] of [
    [2, 2, 140],
    [3, 2, 70],
    [0, 0, 140],
  ] as const)
    it(`Loving Sympathy: ${damage} with ${mine} cards in hand against ${theirs}`, () => {
      const d = game({
        players: [
          { active: { card: crz(67), energy: [E.psychic, E.fire, E.fire] }, hand: Array<string>(mine).fill(E.water) },
          { active: DHELMISE_V, hand: Array<string>(theirs).fill(E.water) },
        ],
      })
      d.pick('Attack: Loving Sympathy')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
