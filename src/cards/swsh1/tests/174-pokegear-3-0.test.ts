import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-174 Pokégear 3.0', () => {
  it('you may take a Supporter card among the top 7 (Items and Pokémon are not offered)', () => {
    const deck = [E.fire, swsh1(165), PIKACHU, swsh1(164), E.fire, E.fire, E.fire, swsh1(169)]
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(174)], deck }, { active: MACHOP }] })
    d.pick('Play Pokégear 3.0')
    expect(d.decision.options.map((o) => o.label)).toEqual(['Hop']) // Marnie is the 8th card
    d.pick('Hop')
    expect(pile(d.state, 0, 'hand')).toEqual([swsh1(165)])
    expect(d.state.players[0].deck).toHaveLength(7)
  })
  it('you may take none', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(174)], deck: [swsh1(165), E.fire] }, { active: MACHOP }],
    })
    d.pick('Play Pokégear 3.0').pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(d.state.players[0].deck).toHaveLength(2)
  })
  it("can't be played with an empty deck", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(174)], deck: [] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Play Pokégear 3.0')
  })
})
