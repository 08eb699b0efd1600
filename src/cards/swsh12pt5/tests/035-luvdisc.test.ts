import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile } from './helpers'

describe('swsh12pt5-35 Luvdisc', () => {
  it('Emotional Draw shuffles the hand into the deck, then draws 5', () => {
    const hand = [crz(29), crz(33), E.grass]
    const deck = [E.water, E.water, E.water, E.water, E.water, E.water]
    const d = game({ players: [{ active: { card: crz(35), energy: [E.water] }, hand, deck }, { active: 'swsh1-141' }] })
    d.pick('Attack: Emotional Draw')
    const mine = [...pile(d.state, 0, 'hand'), ...pile(d.state, 0, 'deck')]
    expect(pile(d.state, 0, 'hand')).toHaveLength(5)
    expect(pile(d.state, 0, 'deck')).toHaveLength(4)
    expect(mine.sort()).toEqual([...hand, ...deck].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })
})
