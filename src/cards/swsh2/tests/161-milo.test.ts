import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52'
const deck = [E.fire, E.fire, E.fire, E.fire, E.fire, E.fire]

describe('swsh2-161 Milo', () => {
  it('discard 2 cards, draw 4', () => {
    const d = game({
      players: [{ active: MACHOP, hand: [swsh2(161), E.water, E.grass, E.psychic], deck }, { active: MACHOP }],
    })
    d.pick('Play Milo').pick('Basic Water Energy', 'Basic Grass Energy')
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.water, E.grass, swsh2(161)].sort())
    expect(pile(d.state, 0, 'hand')).toHaveLength(1 + 4)
  })
  it('discard 1 card, draw 2', () => {
    const d = game({ players: [{ active: MACHOP, hand: [swsh2(161), E.water, E.grass], deck }, { active: MACHOP }] })
    d.pick('Play Milo').pick('Basic Water Energy')
    expect(pile(d.state, 0, 'hand')).toHaveLength(1 + 2)
  })
  it("can't be played without another card in hand", () => {
    expect(menu(game({ players: [{ active: MACHOP, hand: [swsh2(161)], deck }, { active: MACHOP }] }))).not.toContain(
      'Play Milo',
    )
  })
})
