import { describe, expect, it } from 'vitest'
import { E, game, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

const DECK = [E.water, E.water, E.water, E.water, E.water, E.water, E.water]

describe('swsh1-181 Rotom Bike', () => {
  it('draws until the hand has 6 cards, then the turn ends', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [swsh1(181), PIKACHU, E.fire], deck: DECK },
        { active: MACHOP, deck: DECK },
      ],
    })
    d.pick('Play Rotom Bike')
    expect(d.state.players[0].hand).toHaveLength(6)
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(181)])
    expect(d.state.current).toBe(1)
  })
  it('with 6 or more other cards it draws nothing, and the turn still ends', () => {
    const hand = [swsh1(181), E.fire, E.fire, E.fire, E.fire, E.fire, E.fire]
    const d = game({
      players: [
        { active: CHARMANDER, hand, deck: DECK },
        { active: MACHOP, deck: DECK },
      ],
    })
    d.pick('Play Rotom Bike')
    expect(d.state.players[0].hand).toHaveLength(6)
    expect(d.state.players[0].deck).toHaveLength(DECK.length)
    expect(d.state.current).toBe(1)
  })
})
