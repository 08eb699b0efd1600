import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'

const THIEVUL = [swsh1(125), swsh1(126)]
const TARGET = [swsh1(97), swsh1(98), swsh1(99)] // Rhyperior: 190 HP, weak to Grass only

describe('swsh1-125 Nickit: Instigate', () => {
  it("puts the opponent's hand under their deck, then they draw 3 cards from the top", () => {
    const d = game({
      players: [
        { active: { card: swsh1(125), energy: [E.darkness] } },
        { active: { card: TARGET }, hand: [E.psychic, swsh1(130)], deck: [E.water, E.water, E.water, E.grass] },
      ],
    })
    d.pick('Attack: Instigate')
    // They drew the 3 Water Energy, then the Grass Energy for their turn; their old hand is what is left.
    expect(pile(d.state, 1, 'hand')).toEqual([E.water, E.water, E.water, E.grass])
    expect(pile(d.state, 1, 'deck').sort()).toEqual([E.psychic, swsh1(130)].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('with an empty hand nothing moves and the opponent draws nothing', () => {
    const d = game({
      players: [
        { active: { card: swsh1(125), energy: [E.darkness] } },
        { active: { card: TARGET }, hand: [], deck: [E.water, E.water, E.water, E.grass] },
      ],
    })
    d.pick('Attack: Instigate')
    // Only the draw for their turn.
    expect(pile(d.state, 1, 'hand')).toEqual([E.water])
    expect(pile(d.state, 1, 'deck')).toHaveLength(3)
  })
})

describe('swsh1-126 Thievul: Thief', () => {
  it("20 damage, then the attacker puts a card of the opponent's shown hand under their deck", () => {
    const d = game({
      players: [
        { active: { card: THIEVUL, energy: [E.darkness] } },
        { active: { card: TARGET }, hand: [E.water, swsh1(130)], deck: [E.grass, E.grass] },
      ],
    })
    d.pick('Attack: Thief')
    expect(d.labels().sort()).toEqual(['Basic Water Energy', 'Ferroseed'].sort())
    d.pick('Ferroseed')
    expect(active(d.state, 1).damage).toBe(20)
    // The Water Energy stayed; they drew a Grass Energy for their turn; Ferroseed is at the bottom.
    expect(pile(d.state, 1, 'hand')).toEqual([E.water, E.grass])
    expect(pile(d.state, 1, 'deck')).toEqual([E.grass, swsh1(130)])
  })

  it('with an empty hand it only does the damage', () => {
    const d = game({
      players: [{ active: { card: THIEVUL, energy: [E.darkness] } }, { active: { card: TARGET }, hand: [] }],
    })
    d.pick('Attack: Thief')
    expect(active(d.state, 1).damage).toBe(20)
    expect(d.state.players[0].active).toBeTruthy()
    expect(d.labels()).toContain('End turn')
  })
})
