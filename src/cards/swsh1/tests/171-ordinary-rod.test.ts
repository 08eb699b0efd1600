import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

const DISCARD = [PIKACHU, MACHOP, CHARMANDER, E.fire, E.water, E.grass, swsh1(186)]

describe('swsh1-171 Ordinary Rod', () => {
  it('both: up to 2 Pokémon and up to 2 basic Energy cards go back into the deck, shuffled', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(171)], discard: DISCARD, deck: [] }, { active: MACHOP }],
    })
    d.pick('Play Ordinary Rod').pick('Both')
    expect(d.decision.max).toBe(2)
    d.pick('Pikachu', 'Machop')
    expect(d.decision.options.map((o) => o.label).sort()).toEqual([
      'Basic Fire Energy',
      'Basic Grass Energy',
      'Basic Water Energy',
    ]) // Aurora Energy is not basic
    d.pick('Basic Fire Energy')
    expect(pile(d.state, 0, 'deck').sort()).toEqual([PIKACHU, MACHOP, E.fire].sort())
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
  })
  it('Pokémon only', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(171)], discard: DISCARD, deck: [] }, { active: MACHOP }],
    })
    d.pick('Play Ordinary Rod').pick('Pokémon').pick('Charmander')
    expect(pile(d.state, 0, 'deck')).toEqual([CHARMANDER])
  })
  it('basic Energy only', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(171)], discard: DISCARD, deck: [] }, { active: MACHOP }],
    })
    d.pick('Play Ordinary Rod').pick('Basic Energy').pick('Basic Water Energy', 'Basic Grass Energy')
    expect(pile(d.state, 0, 'deck').sort()).toEqual([E.water, E.grass].sort())
  })
  it('with only Energy in the discard pile, there is no choice to make', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(171)], discard: [E.fire], deck: [] }, { active: MACHOP }],
    })
    d.pick('Play Ordinary Rod').pick('Basic Fire Energy')
    expect(pile(d.state, 0, 'deck')).toEqual([E.fire])
  })
  it("can't be played with neither a Pokémon nor a basic Energy card in the discard pile", () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(171)], discard: [swsh1(186), swsh1(165)] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Play Ordinary Rod')
  })
})
