import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2, top } from './helpers'

const SUPPORTER = swsh2(158) // Dan

describe('swsh2-19 Eldegoss V', () => {
  it('Happy Match: benched from the hand, it may take a Supporter from the discard pile into the hand', () => {
    const d = game({
      players: [{ active: swsh2(12), hand: [swsh2(19)], discard: [SUPPORTER, E.grass] }, { active: swsh2(12) }],
    })
    d.pick('Put Eldegoss V on the Bench').pick('Yes')
    if (d.decision.ask !== 'main') d.pick('Dan')
    expect(pile(d.state, 0, 'hand')).toEqual([SUPPORTER])
  })

  it('Happy Match may be declined, and is not offered without a Supporter in the discard pile', () => {
    const d = game({
      players: [{ active: swsh2(12), hand: [swsh2(19)], discard: [SUPPORTER] }, { active: swsh2(12) }],
    })
    d.pick('Put Eldegoss V on the Bench').pick('No')
    expect(pile(d.state, 0, 'discard')).toEqual([SUPPORTER])
    const none = game({
      players: [{ active: swsh2(12), hand: [swsh2(19)], discard: [E.grass] }, { active: swsh2(12) }],
    })
    none.pick('Put Eldegoss V on the Bench')
    expect(none.decision.ask).toBe('main')
  })

  it('Float Up: 50 damage, then it may go back into the deck with its cards; a Benched Pokémon comes in', () => {
    const d = game({
      players: [
        { active: { card: swsh2(19), energy: [E.grass, E.fire] }, bench: [swsh2(12)], deck: [] },
        { active: swsh2(6) },
      ],
    })
    d.pick('Attack: Float Up')
    expect(active(d.state, 1).damage).toBe(50)
    d.pick('Yes')
    if (d.decision.seat === 0 && d.decision.ask === 'promote') d.pick('Snover')
    expect(top(d.state, active(d.state, 0))).toBe(swsh2(12))
    expect(pile(d.state, 0, 'deck').sort()).toEqual([E.fire, E.grass, swsh2(19)].sort())
  })

  it('Float Up declined: it stays', () => {
    const d = game({ players: [{ active: { card: swsh2(19), energy: [E.grass, E.fire] } }, { active: swsh2(6) }] })
    d.pick('Attack: Float Up').pick('No')
    expect(top(d.state, active(d.state, 0))).toBe(swsh2(19))
  })
})
