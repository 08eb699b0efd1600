import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP } from './trainer-pokemon'

describe('swsh1-172 Pal Pad', () => {
  it('shuffles up to 2 Supporter cards from the discard pile into the deck; Items are not offered', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [swsh1(172)], discard: [swsh1(165), swsh1(157), swsh1(176), swsh1(164)], deck: [] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Pal Pad')
    expect(d.decision.options.map((o) => o.label).sort()).toEqual(['Bede', 'Hop', 'Pokémon Center Lady'])
    expect(d.decision.max).toBe(2)
    d.pick('Hop', 'Bede')
    expect(pile(d.state, 0, 'deck').sort()).toEqual([swsh1(165), swsh1(157)].sort())
    expect(pile(d.state, 0, 'discard').sort()).toEqual([swsh1(176), swsh1(164), swsh1(172)].sort())
  })
  it("can't be played without a Supporter card in the discard pile", () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(172)], discard: [swsh1(164), E.fire] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Play Pal Pad')
  })
})
