import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP } from './trainer-pokemon'

describe('swsh1-165 Hop', () => {
  it('draws 3 cards; a second Supporter is not allowed that turn', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [swsh1(165), swsh1(165)], deck: [E.fire, E.water, E.grass, E.fire] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Hop')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([swsh1(165), E.fire, E.water, E.grass].sort())
    expect(menu(d)).not.toContain('Play Hop')
  })
  it('draws what is left of a short deck', () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(165)], deck: [E.fire] }, { active: MACHOP }] })
    d.pick('Play Hop')
    expect(pile(d.state, 0, 'hand')).toEqual([E.fire])
    expect(d.state.result).toBeNull()
  })
})
