import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../engine'
import { E, crz, game, menu, pile } from './helpers'

const CHARMANDER = 'base1-46'
const MACHOP = 'base1-52'

const start = (deck: string[]) =>
  game({ players: [{ active: CHARMANDER, hand: [crz(145)], deck }, { active: MACHOP }] })

describe('swsh12pt5-145 Trekking Shoes', () => {
  it('keeps the top card in the hand', () => {
    const d = start([E.water, E.grass])
    d.pick('Play Trekking Shoes')
    expect(d.decision.text).toContain('Basic Water Energy')
    // "Look at the top card": only its player sees it, in the question too (design.md wall 4)
    expect(JSON.stringify(viewFor(d.state, 1))).not.toContain('Water')
    d.pick('Yes')
    expect(pile(d.state, 0, 'hand')).toEqual([E.water])
    expect(pile(d.state, 0, 'deck')).toEqual([E.grass])
  })
  it('or discards it and draws the next card', () => {
    const d = start([E.water, E.grass, E.fire])
    d.pick('Play Trekking Shoes').pick('No')
    expect(pile(d.state, 0, 'hand')).toEqual([E.grass])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.water, crz(145)].sort())
  })
  it('with the last card discarded, there is nothing to draw', () => {
    const d = start([E.water])
    d.pick('Play Trekking Shoes').pick('No')
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(d.state.result).toBeFalsy()
  })
  it("can't be played with an empty deck", () => {
    expect(menu(start([]))).not.toContain('Play Trekking Shoes')
  })
})
