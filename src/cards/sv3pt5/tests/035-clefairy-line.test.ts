import { describe, expect, it } from 'vitest'
import { E, active, bench, game, sv, top } from './helpers'

const CLEFABLE = [sv(35), sv(36)]

describe('sv3pt5-35 Clefairy', () => {
  it('Moon-Viewing Invitation puts up to 3 Clefairy from the deck onto the Bench', () => {
    const d = game({
      players: [
        { active: { card: sv(35), energy: [E.psychic] }, deck: [sv(35), sv(36), sv(35), sv(1), sv(35), sv(35)] },
        { active: sv(31) },
      ],
    })
    d.pick('Attack: Moon-Viewing Invitation')
    // Only Clefairy are offered.
    expect(d.labels()).toEqual(['Clefairy', 'Clefairy', 'Clefairy', 'Clefairy'])
    expect(d.decision.max).toBe(3)
    d.pickIndices([0, 1, 2])
    expect(d.state.players[0].bench.map((s) => top(d.state, s))).toEqual([sv(35), sv(35), sv(35)])
  })

  it('Smack: 20 damage', () => {
    const d = game({ players: [{ active: { card: sv(35), energy: [E.psychic, E.fire] } }, { active: sv(31) }] })
    d.pick('Attack: Smack')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('sv3pt5-36 Clefable', () => {
  it("Follow Me switches the chosen Benched Pokémon into the opponent's Active Spot", () => {
    const d = game({
      players: [
        { active: { card: CLEFABLE, energy: [E.psychic] } },
        { active: { card: sv(31), conditions: ['poisoned'] }, bench: [sv(13), sv(7)] },
      ],
    })
    d.pick('Attack: Follow Me')
    expect(d.decision.seat).toBe(0)
    d.pick('Squirtle')
    expect(top(d.state, active(d.state, 1))).toBe(sv(7))
    // The old Active went to the Bench and recovered.
    expect(top(d.state, bench(d.state, 1, 1))).toBe(sv(31))
    expect(bench(d.state, 1, 1).conditions.poisoned).toBe(false)
  })

  it('Follow Me does not switch out an Active Kakuna with Cocoon Cover (moving it is an effect on it)', () => {
    // docs/rulings/sv3pt5-001-038.md (Kakuna: "switching it in or out"), abilities-and-attack-effects.md.
    const d = game({
      players: [
        { active: { card: CLEFABLE, energy: [E.psychic] } },
        { active: { card: [sv(13), sv(14)] }, bench: [sv(7)] },
      ],
    })
    d.pick('Attack: Follow Me')
    expect(d.decision.seat).toBe(1)
    expect(top(d.state, active(d.state, 1))).toBe(sv(14))
  })

  it('More Moon: a Knock Out by its damage gives 1 more Prize card (ex: 3)', () => {
    for (const [target, damage, prizes] of [
      [[sv(13)], 0, 2],
      [[sv(23), sv(24)], 230, 3],
    ] as const) {
      const d = game({
        players: [
          { active: { card: CLEFABLE, energy: [E.psychic, E.psychic, E.psychic] } },
          { active: { card: [...target], damage }, bench: [sv(7)] },
        ],
      })
      d.pick('Attack: More Moon')
      expect(d.decision.max).toBe(prizes)
      d.pickIndices(Array.from({ length: prizes }, (_, i) => i))
      expect(d.state.players[0].prizes.length).toBe(6 - prizes)
    }
  })

  it('More Moon without a Knock Out: 50 damage and no extra Prize later', () => {
    const d = game({
      players: [
        { active: { card: CLEFABLE, energy: [E.psychic, E.psychic, E.psychic] } },
        { active: sv(31), bench: [sv(7)] },
      ],
    })
    d.pick('Attack: More Moon')
    expect(active(d.state, 1).damage).toBe(50)
    expect(active(d.state, 1).markers).toEqual([])
  })
})
