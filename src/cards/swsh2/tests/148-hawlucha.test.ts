import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

describe('swsh2-148 Hawlucha', () => {
  it('Windfall: the hand is shuffled into the deck, then 5 cards are drawn', () => {
    const hand = [swsh2(143), swsh2(144), E.metal]
    const deck = [E.fire, E.fire, E.fire, E.fire]
    const d = game({
      players: [{ active: { card: swsh2(148), energy: [E.fire] }, hand, deck }, { active: swsh2(108) }],
    })
    d.pick('Attack: Windfall')
    // 7 cards in all: 5 in the hand, 2 left in the deck.
    expect(pile(d.state, 0, 'hand')).toHaveLength(5)
    expect(pile(d.state, 0, 'deck')).toHaveLength(2)
    expect([...pile(d.state, 0, 'hand'), ...pile(d.state, 0, 'deck')].sort()).toEqual([...hand, ...deck].sort())
  })

  it('Speed Attack: 30 damage', () => {
    const d = game({ players: [{ active: { card: swsh2(148), energy: [E.fire] } }, { active: swsh2(108) }] })
    d.pick('Attack: Speed Attack')
    expect(active(d.state, 1).damage).toBe(30)
  })
})
