import { describe, expect, it } from 'vitest'
import { viewEvents, viewFor } from '../../../engine'
import { game, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52'

const danGame = (flips: boolean[] = []) =>
  game({ flips, players: [{ active: MACHOP, hand: [swsh2(158)] }, { active: MACHOP }] })

describe('swsh2-158 Dan', () => {
  it('draws 2, then 2 more when you win rock-paper-scissors', () => {
    const d = danGame()
    d.pick('Play Dan')
    expect(pile(d.state, 0, 'hand')).toHaveLength(2)
    expect(d.state.pending!.seat).toBe(0)
    d.pick('Paper')
    expect(d.state.pending!.seat).toBe(1) // then the opponent chooses
    d.pick('Rock')
    expect(pile(d.state, 0, 'hand')).toHaveLength(4)
    expect(pile(d.state, 0, 'discard')).toEqual([swsh2(158)])
  })
  it('only the first 2 cards when you lose', () => {
    const d = danGame()
    d.pick('Play Dan').pick('Scissors').pick('Rock')
    expect(pile(d.state, 0, 'hand')).toHaveLength(2)
  })
  it('a tie is played again until someone wins', () => {
    const d = danGame()
    d.pick('Play Dan').pick('Rock').pick('Rock')
    expect(d.state.pending!.text).toContain('round 2')
    d.pick('Scissors').pick('Paper')
    expect(pile(d.state, 0, 'hand')).toHaveLength(4)
  })
  for (const [heads, hand] of [
    [true, 4],
    [false, 2],
  ] as const) {
    it(`after 5 ties in a row a coin flip decides (${heads ? 'heads: you win' : 'tails: you lose'})`, () => {
      const d = danGame([heads])
      d.pick('Play Dan')
      for (let round = 1; round <= 5; round++) d.pick('Paper').pick('Paper')
      expect(d.events.some((e) => e.type === 'coin')).toBe(true)
      expect(pile(d.state, 0, 'hand')).toHaveLength(hand)
    })
  }
  it("the first player's secret choice leaks into nothing the second player sees", () => {
    const [a, b] = [danGame(), danGame()]
    a.pick('Play Dan').pick('Rock')
    b.pick('Play Dan').pick('Scissors')
    // The opponent, about to choose, sees exactly the same whatever was chosen: view and events alike.
    expect(viewFor(a.state, 1)).toEqual(viewFor(b.state, 1))
    expect(viewEvents(a.events, 1)).toEqual(viewEvents(b.events, 1))
    // And Dan's player does not see the opponent's question either.
    expect(viewFor(a.state, 0).pending?.decision).toBeNull()
  })
})
