import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

const C4 = [E.fire, E.fire, E.fire, E.fire]
const DIGGERSBY = [swsh2(146), swsh2(147)]

describe('swsh2-146 Bunnelby', () => {
  it("Burrow: the top card of the opponent's deck goes to their discard pile", () => {
    const d = game({
      players: [{ active: { card: swsh2(146), energy: C4 } }, { active: swsh2(108), deck: [E.water, E.grass, E.fire] }],
    })
    d.pick('Attack: Burrow')
    expect(pile(d.state, 1, 'discard')).toEqual([E.water])
    expect(active(d.state, 1).damage).toBe(0)
  })
})

describe('swsh2-147 Diggersby', () => {
  const deck = [E.water, E.grass, E.metal, E.water, E.grass, E.metal, E.psychic]
  it('Mining Rush: discard the chosen number of top cards, 30 damage for each', () => {
    const d = game({ players: [{ active: { card: DIGGERSBY, energy: C4 }, deck }, { active: swsh2(108) }] })
    d.pick('Attack: Mining Rush')
    // At most 6, however big the deck.
    expect(d.labels()).toEqual([
      'Discard 0',
      'Discard 1',
      'Discard 2',
      'Discard 3',
      'Discard 4',
      'Discard 5',
      'Discard 6',
    ])
    d.pick('Discard 4')
    expect(active(d.state, 1).damage).toBe(120)
    expect(pile(d.state, 0, 'discard')).toEqual(deck.slice(0, 4))
  })

  it('Mining Rush discarding nothing does no damage; a short deck offers only what it holds', () => {
    const d = game({
      players: [{ active: { card: DIGGERSBY, energy: C4 }, deck: deck.slice(0, 2) }, { active: swsh2(108) }],
    })
    d.pick('Attack: Mining Rush')
    expect(d.labels()).toEqual(['Discard 0', 'Discard 1', 'Discard 2'])
    d.pick('Discard 0')
    expect(active(d.state, 1).damage).toBe(0)
    expect(pile(d.state, 0, 'discard')).toEqual([])
  })
})
