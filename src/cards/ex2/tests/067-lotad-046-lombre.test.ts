import { describe, expect, it } from 'vitest'
import { E, active, game, pile, ss } from './helpers'

const LOMBRE = [ss(67), ss(46)]
const { fire: R } = E

describe('ex2-67 Lotad', () => {
  it('Tackle does 10', () => {
    const d = game({ players: [{ active: { card: ss(67), energy: [R] } }, { active: 'base1-3' }] })
    d.pick('Attack: Tackle')
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('Blot: 20, then 1 damage counter comes off Lotad', () => {
    const d = game({ players: [{ active: { card: ss(67), energy: [R, R], damage: 30 } }, { active: 'base1-3' }] })
    d.pick('Attack: Blot')
    expect(active(d.state, 1).damage).toBe(20)
    expect(active(d.state, 0).damage).toBe(20)
  })
})

describe('ex2-46 Lombre (and ex2-61 Duskull, ex2-47 Murkrow), Surprise', () => {
  it("10, then a card at random from the opponent's hand is shuffled into their deck", () => {
    const d = game({
      players: [{ active: { card: LOMBRE, energy: [R] } }, { active: 'base1-3', hand: [ss(75)], deck: [] }],
    })
    d.pick('Attack: Surprise')
    expect(active(d.state, 1).damage).toBe(10)
    // The opponent's turn began with a draw from a deck that held only that card.
    expect(pile(d.state, 1, 'hand')).toEqual([ss(75)])
    expect(pile(d.state, 1, 'deck')).toEqual([])
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 1)).toBe(true)
  })

  it('does nothing more with an empty hand', () => {
    const d = game({ players: [{ active: { card: ss(61), energy: [R] } }, { active: 'base1-3', hand: [] }] })
    d.pick('Attack: Surprise')
    expect(active(d.state, 1).damage).toBe(0)
  })

  for (const [flips, damage] of [
    [[true, true, true], 60],
    [[true, false, false], 20],
    [[false, false, false], 0],
  ] as const)
    it(`Fury Swipes: 20 for each heads of 3 coins (${damage})`, () => {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: LOMBRE, energy: [R, R] } }, { active: 'base1-3' }],
      })
      d.pick('Attack: Fury Swipes')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
