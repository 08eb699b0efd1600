import { describe, expect, it } from 'vitest'
import { viewEvents } from '../../../engine'
import { E, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, CHARMELEON_CARD, MACHOP, PIKACHU } from './trainer-pokemon'

// Top 7: a Pikachu, a Charmeleon and Energy; the 8th card, a Machop, is out of reach.
const DECK = [E.fire, PIKACHU, E.water, E.fire, CHARMELEON_CARD, E.grass, E.fire, MACHOP]

describe('swsh1-164 Great Ball', () => {
  it('you look at the top 7 cards and may take one Pokémon among them, shown to the opponent', () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(164)], deck: DECK }, { active: MACHOP }] })
    d.pick('Play Great Ball')
    expect(d.decision.options.map((o) => o.label).sort()).toEqual(['Charmeleon', 'Pikachu'])
    expect(d.decision.max).toBe(1)
    d.pick('Pikachu')
    expect(pile(d.state, 0, 'hand')).toEqual([PIKACHU])
    expect(d.state.players[0].deck).toHaveLength(7)
    const looked = viewEvents(d.events, 0).find((e) => e.type === 'reveal' && e.to === 'self')
    expect(looked?.type === 'reveal' && looked.cards.length).toBe(7)
    const shown = viewEvents(d.events, 1).filter((e) => e.type === 'reveal' && e.cards.length > 0)
    expect(shown.map((e) => (e.type === 'reveal' ? e.cards.map((x) => x.def) : []))).toEqual([[PIKACHU]])
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
  })
  it('you may take none; the deck is shuffled', () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(164)], deck: DECK }, { active: MACHOP }] })
    d.pick('Play Great Ball').pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(d.state.players[0].deck).toHaveLength(8)
  })
  it('a Pokémon below the top 7 is not offered', () => {
    const deck = [E.fire, E.fire, E.fire, E.fire, E.fire, E.fire, E.fire, PIKACHU]
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(164)], deck }, { active: MACHOP }] })
    d.pick('Play Great Ball')
    expect(pile(d.state, 0, 'hand')).toEqual([]) // nothing to choose: no question
  })
  it("can't be played with an empty deck", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(164)], deck: [] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Play Great Ball')
  })
})
