import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52'
const deck = [swsh2(162), E.grass, E.grass, E.grass, E.grass]

describe('swsh2-162 Nugget', () => {
  it('drawn at the start of the turn, it can be played at once: draw 3', () => {
    const d = game({ players: [{ active: MACHOP }, { active: MACHOP, hand: [E.fighting], deck }] })
    d.pick('End turn')
    d.pick('Play Nugget')
    expect(pile(d.state, 1, 'hand').sort()).toEqual([E.fighting, E.grass, E.grass, E.grass].sort())
  })
  it('not after anything else was done that turn', () => {
    const d = game({ players: [{ active: MACHOP }, { active: MACHOP, hand: [E.fighting], deck }] })
    d.pick('End turn')
    d.pick('Attach Basic Fighting Energy to Machop')
    expect(menu(d)).not.toContain('Play Nugget')
  })
  it('never from the hand otherwise (a Nugget drawn by another card, or kept from an earlier turn)', () => {
    const d = game({ players: [{ active: MACHOP }, { active: MACHOP, hand: [swsh2(162)], deck: [E.grass, E.grass] }] })
    d.pick('End turn')
    expect(menu(d)).not.toContain('Play Nugget')
  })
})
