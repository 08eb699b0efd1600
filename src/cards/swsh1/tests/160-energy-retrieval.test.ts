import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP } from './trainer-pokemon'

describe('swsh1-160 Energy Retrieval', () => {
  it('puts up to 2 basic Energy cards from the discard pile into the hand (no other card needed)', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [swsh1(160)], discard: [E.fire, E.water, E.grass, swsh1(186)] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Energy Retrieval')
    expect(d.decision.options.map((o) => o.label).sort()).toEqual([
      'Basic Fire Energy',
      'Basic Grass Energy',
      'Basic Water Energy',
    ])
    expect(d.decision.max).toBe(2)
    d.pick('Fire Energy', 'Water Energy')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.fire, E.water].sort())
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.grass, swsh1(186), swsh1(160)].sort())
  })
  it('one is enough', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(160)], discard: [E.fire, E.water] }, { active: MACHOP }],
    })
    d.pick('Play Energy Retrieval').pick('Water Energy')
    expect(pile(d.state, 0, 'hand')).toEqual([E.water])
  })
  it("can't be played without a basic Energy card in the discard pile", () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(160)], discard: [swsh1(186)] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Play Energy Retrieval')
  })
})
