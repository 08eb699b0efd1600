import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2, top } from './helpers'

describe('swsh2-10 Surskit', () => {
  for (const heads of [true, false])
    it(`Agility: 10 damage; ${heads ? 'heads: no damage next turn' : 'tails: no protection'}`, () => {
      const d = game({
        flips: [heads],
        players: [
          { active: { card: swsh2(10), energy: [E.fire] } },
          { active: { card: swsh2(6), energy: [E.fire, E.fire] } },
        ],
      })
      d.pick('Attack: Agility')
      expect(active(d.state, 1).damage).toBe(10)
      d.pick('Attack: Push Down')
      expect(active(d.state, 0).damage).toBe(heads ? 0 : 30)
    })
})

describe('swsh2-11 Masquerain', () => {
  const MASQUERAIN = [swsh2(10), swsh2(11)]

  it("Threatening Pattern: 30 damage; during the opponent's next turn no Energy from their hand onto that Pokémon", () => {
    const d = game({
      players: [
        { active: { card: MASQUERAIN, energy: [E.fire] }, hand: [E.grass] },
        { active: swsh2(12), bench: [swsh2(1)], hand: [E.grass] },
      ],
    })
    d.pick('Attack: Threatening Pattern')
    expect(active(d.state, 1).damage).toBe(30)
    const attach = d.labels().filter((l) => l.startsWith('Attach Basic Grass'))
    expect(attach).toEqual(['Attach Basic Grass Energy to Caterpie'])
    d.pick('End turn')
    // The effect has ended: Energy goes onto Snover again on the turn after.
    d.pick('End turn')
    expect(d.labels()).toContain('Attach Basic Grass Energy to Snover')
  })

  it('Threatening Pattern also stops Energy attached from the hand by an effect (Lapras V: Body Surf)', () => {
    // Card text: "Energy can't be attached from your opponent's hand to the Defending Pokémon": by any means, not
    // only the turn's attachment. Body Surf attaches nothing, so ("If you do") Lapras V does not switch either.
    const d = game({
      players: [
        { active: { card: MASQUERAIN, energy: [E.fire] } },
        { active: { card: 'swsh1-49', energy: [E.fire] }, bench: [swsh2(1)], hand: [E.water] },
      ],
    })
    d.pick('Attack: Threatening Pattern').pick('Attack: Body Surf').pick('Basic Water Energy')
    expect(top(d.state, active(d.state, 1))).toBe('swsh1-49')
    expect(active(d.state, 1).energy).toHaveLength(1)
    expect(d.state.players[1].hand).toHaveLength(2) // the Water Energy stays, beside the card drawn for the turn
  })

  it('U-turn: 40 damage, then Masquerain switches with a Benched Pokémon', () => {
    const d = game({
      players: [{ active: { card: MASQUERAIN, energy: [E.fire, E.fire] }, bench: [swsh2(1)] }, { active: swsh2(12) }],
    })
    d.pick('Attack: U-turn').pick('Caterpie')
    expect(active(d.state, 1).damage).toBe(40)
    expect(top(d.state, active(d.state, 0))).toBe(swsh2(1))
  })
})
