import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52'
const PIKACHU = 'base1-58'
const POTION = 'base1-94'
const BILL = 'base1-91'

describe('swsh2-163 Oleana', () => {
  it("discard 2 cards; a Trainer from the opponent's hand goes to the bottom of their deck", () => {
    const d = game({
      players: [
        { active: MACHOP, hand: [swsh2(163), E.water, E.grass, PIKACHU] },
        { active: MACHOP, hand: [POTION, BILL, E.fire], deck: [E.water] },
      ],
    })
    d.pick('Play Oleana').pick('Basic Water Energy', 'Basic Grass Energy')
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.water, E.grass].sort())
    expect(d.events.some((e) => e.type === 'reveal' && e.seat === 1 && e.cards.length === 3)).toBe(true)
    expect(d.labels().sort()).toEqual(['Bill', 'Potion'])
    d.pick('Bill')
    expect(pile(d.state, 1, 'deck')).toEqual([E.water, BILL])
    expect(pile(d.state, 1, 'hand').sort()).toEqual([POTION, E.fire].sort())
  })
  it('with no Trainer in their hand only the discard happens', () => {
    const d = game({
      players: [
        { active: MACHOP, hand: [swsh2(163), E.water, E.grass] },
        { active: MACHOP, hand: [E.fire] },
      ],
    })
    d.pick('Play Oleana').pick('Basic Water Energy', 'Basic Grass Energy')
    expect(d.state.pending!.ask).toBe('main')
    expect(pile(d.state, 1, 'hand')).toEqual([E.fire])
  })
  it("can't be played without 2 other cards to discard", () => {
    const d = game({
      players: [
        { active: MACHOP, hand: [swsh2(163), E.water] },
        { active: MACHOP, hand: [POTION] },
      ],
    })
    expect(menu(d)).not.toContain('Play Oleana')
  })
})
