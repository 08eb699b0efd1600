import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1, top } from './helpers'

describe('swsh1-5 Cottonee, swsh1-6 Whimsicott', () => {
  it('Cottonee Attach: 10 damage; Whimsicott Leaf Step: 50 damage', () => {
    for (const [card, name, dmg] of [
      [[swsh1(5)], 'Attach', 10],
      [[swsh1(5), swsh1(6)], 'Leaf Step', 50],
    ] as const) {
      const d = game({ players: [{ active: { card: [...card], energy: [E.grass] } }, { active: swsh1(9) }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it('Cotton Ride, heads: the opponent shuffles their Active and its cards into the deck and picks a new Active', () => {
    const d = game({
      flips: [true],
      players: [
        { active: { card: [swsh1(5), swsh1(6)], energy: [E.grass] } },
        { active: { card: swsh1(9), energy: [E.grass], damage: 50 }, bench: [swsh1(5), swsh1(8)] },
      ],
    })
    d.pick('Attack: Cotton Ride')
    d.pick('Durant')
    expect(top(d.state, active(d.state, 1))).toBe(swsh1(8))
    // Dhelmise V and its Energy went into the deck (5 filler cards; 1 drawn at the start of the turn).
    expect(pile(d.state, 1, 'deck').length + pile(d.state, 1, 'hand').length).toBe(7)
    expect([...pile(d.state, 1, 'deck'), ...pile(d.state, 1, 'hand')]).toContain(swsh1(9))
    expect(pile(d.state, 1, 'discard')).toEqual([])
  })

  it('Cotton Ride, tails: nothing happens', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: [swsh1(5), swsh1(6)], energy: [E.grass] } }, { active: swsh1(9), bench: [swsh1(5)] }],
    })
    d.pick('Attack: Cotton Ride')
    expect(top(d.state, active(d.state, 1))).toBe(swsh1(9))
  })

  it('Cotton Ride, heads, against a Pokémon with no Bench behind it: its owner loses', () => {
    const d = game({
      flips: [true],
      players: [{ active: { card: [swsh1(5), swsh1(6)], energy: [E.grass] } }, { active: swsh1(9) }],
    })
    d.pick('Attack: Cotton Ride')
    expect(d.state.result?.winner).toBe(0)
  })
})
