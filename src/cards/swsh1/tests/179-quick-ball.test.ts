import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh1 } from './helpers'
import { CHARIZARD_CARD, CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-179 Quick Ball', () => {
  it('discard another card, then search for a Basic Pokémon (Evolution cards are not offered)', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [swsh1(179), E.fire, E.water], deck: [PIKACHU, CHARIZARD_CARD, E.grass] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Quick Ball')
    expect(d.decision.options.map((o) => o.label).sort()).toEqual(['Basic Fire Energy', 'Basic Water Energy'])
    d.pick('Basic Water Energy')
    expect(d.decision.options.map((o) => o.label)).toEqual(['Pikachu'])
    d.pick('Pikachu')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.fire, PIKACHU].sort())
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.water, swsh1(179)].sort())
  })
  it('the discard is paid even when the search finds nothing', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(179), E.fire], deck: [E.grass] }, { active: MACHOP }],
    })
    d.pick('Play Quick Ball').pick('Basic Fire Energy').none()
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, swsh1(179)].sort())
  })
  it("can't be played without another card in hand", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(179)], deck: [PIKACHU] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Play Quick Ball')
  })
})
