import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'

describe('swsh1-149 Drampa: Dragon Pulse', () => {
  it('80 damage, then the top 2 cards of your own deck are discarded', () => {
    const d = game({
      players: [
        { active: { card: swsh1(149), energy: [E.fire, E.fire] }, deck: [E.water, E.grass, E.psychic] },
        { active: swsh1(115), deck: [E.metal, E.metal] },
      ],
    })
    d.pick('Attack: Dragon Pulse')
    expect(active(d.state, 1).damage).toBe(80)
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.water, E.grass].sort())
    expect(pile(d.state, 0, 'deck')).toEqual([E.psychic])
    expect(pile(d.state, 1, 'discard')).toEqual([])
  })

  it('with 1 card left in the deck, discards that one', () => {
    const d = game({
      players: [{ active: { card: swsh1(149), energy: [E.fire, E.fire] }, deck: [E.water] }, { active: swsh1(115) }],
    })
    d.pick('Attack: Dragon Pulse')
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
    expect(pile(d.state, 0, 'deck')).toEqual([])
  })
})
