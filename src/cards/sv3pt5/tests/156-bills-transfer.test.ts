import { describe, expect, it } from 'vitest'
import { viewEvents } from '../../../engine'
import { E, game, menu, pile } from './helpers'

const PIKACHU = 'base1-58'
const CHARMANDER = 'base1-46'
const MACHOP = 'base1-52'
// Top 8: two Pikachu, a Charmander and five Energy; the 9th card is a Machop (out of reach).
const DECK = [E.fire, PIKACHU, E.water, CHARMANDER, E.fire, PIKACHU, E.grass, E.fire, MACHOP, E.water]

describe("sv3pt5-156 Bill's Transfer", () => {
  it('you look at the top 8 cards and take any of the Pokémon among them; the rest is shuffled back', () => {
    const d = game({ players: [{ active: MACHOP, hand: ['sv3pt5-156'], deck: DECK }, { active: MACHOP }] })
    d.pick("Play Bill's Transfer")
    expect(d.decision.options.map((o) => o.label).sort()).toEqual(['Charmander', 'Pikachu', 'Pikachu'])
    expect(d.decision.max).toBe(3)
    d.pick('Pikachu', 'Charmander')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([CHARMANDER, PIKACHU].sort())
    expect(d.state.players[0].deck.length).toBe(8)
    expect(pile(d.state, 0, 'deck')).toContain(MACHOP)
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
    // The 8 cards looked at are seen by you only; the Pokémon taken are shown to the opponent.
    const looked = viewEvents(d.events, 0).find((e) => e.type === 'reveal' && e.to === 'self')
    expect(looked?.type === 'reveal' && looked.cards.length).toBe(8)
    const theirs = viewEvents(d.events, 1).filter((e) => e.type === 'reveal')
    expect(theirs.map((e) => (e.type === 'reveal' ? e.cards.length : -1))).toEqual([0, 2])
  })
  it('you may take none', () => {
    const d = game({ players: [{ active: MACHOP, hand: ['sv3pt5-156'], deck: DECK }, { active: MACHOP }] })
    d.pick("Play Bill's Transfer").pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(d.state.players[0].deck.length).toBe(10)
  })
  it("can't be played with an empty deck", () => {
    const d = game({ players: [{ active: MACHOP, hand: ['sv3pt5-156'], deck: [] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain("Play Bill's Transfer")
  })
  it("Supporter limits: not on the first player's first turn, and only 1 per turn", () => {
    const first = game({
      turn: 1,
      current: 0,
      firstPlayer: 0,
      players: [{ active: MACHOP, hand: ['sv3pt5-156'], deck: DECK }, { active: MACHOP }],
    })
    expect(menu(first)).not.toContain("Play Bill's Transfer")
    const second = game({
      turn: 2,
      current: 1,
      firstPlayer: 0,
      players: [{ active: MACHOP }, { active: MACHOP, hand: ['sv3pt5-156'], deck: DECK }],
    })
    expect(menu(second)).toContain("Play Bill's Transfer")
    const d = game({
      players: [{ active: MACHOP, hand: ['sv3pt5-156', 'sv3pt5-158'], deck: DECK }, { active: MACHOP }],
    })
    expect(menu(d)).toContain("Play Daisy's Help")
    d.pick("Play Bill's Transfer").pickIndices([])
    expect(menu(d)).not.toContain("Play Daisy's Help")
  })
})
