import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../engine'
import { E, game, menu, pile } from './helpers'

const MACHOP = 'base1-52'

describe('sv3pt5-157 Cycling Road', () => {
  it("once during each player's turn: discard a Basic Energy card from hand to draw a card", () => {
    const d = game({
      players: [
        { active: MACHOP, hand: ['sv3pt5-157', E.water, E.grass], deck: ['base1-58', E.fire] },
        { active: MACHOP, hand: [E.fighting], deck: ['base1-46', E.fire, E.fire] },
      ],
    })
    expect(menu(d)).not.toContain('Use Cycling Road')
    d.pick('Play Cycling Road')
    d.pick('Use Cycling Road')
    // Which Energy cards the hand holds is private: the opponent's view has no options (the fuzzer caught a leak).
    expect(viewFor(d.state, 1).pending?.decision).toBeNull()
    d.pick('Basic Water Energy')
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.grass, 'base1-58'].sort())
    expect(menu(d)).not.toContain('Use Cycling Road') // once per turn
    d.pick('End turn')
    // The opponent may use it during their turn too (they drew base1-46 for the turn).
    d.pick('Use Cycling Road').pick('Basic Fighting Energy')
    expect(pile(d.state, 1, 'discard')).toEqual([E.fighting])
    expect(pile(d.state, 1, 'hand')).toEqual(['base1-46', E.fire])
  })
  it('is not offered without a Basic Energy card in hand', () => {
    const d = game({
      stadium: { card: 'sv3pt5-157', owner: 1 },
      players: [{ active: MACHOP, hand: ['base1-58'] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Use Cycling Road')
  })
  it("a Stadium with the same name can't be played while it is in play", () => {
    const d = game({
      stadium: { card: 'sv3pt5-157', owner: 1 },
      players: [{ active: MACHOP, hand: ['sv3pt5-157'] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Play Cycling Road')
  })
})
