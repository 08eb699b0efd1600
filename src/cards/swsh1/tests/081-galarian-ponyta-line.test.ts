import { describe, expect, it } from 'vitest'
import { E, active, bench, game, swsh1 } from './helpers'

const RAPIDASH = [swsh1(81), swsh1(82)]
// A Psychic attacker with no Weakness to Psychic: Wobbuffet V (220 HP, Weakness Darkness).
const WOBBUFFET = swsh1(86)

describe('swsh1-81 Galarian Ponyta: Psy Bolt', () => {
  it('10 damage; heads Paralyzes the Defending Pokémon, tails does not', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh1(81), energy: [E.psychic] } }, { active: WOBBUFFET }],
      })
      d.pick('Attack: Psy Bolt')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })
})

describe('swsh1-82 Galarian Rapidash', () => {
  it("Psychic: 30 + 30 for each Energy on the opponent's Active Pokémon", () => {
    for (const [energy, dmg] of [
      [[], 30],
      [[E.fire, E.water], 90],
    ] as const) {
      const d = game({
        players: [
          { active: { card: RAPIDASH, energy: [E.psychic, E.fire] } },
          { active: { card: WOBBUFFET, energy: [...energy] } },
        ],
      })
      d.pick('Attack: Psychic')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it('Pastel Veil: evolving into Rapidash cures your Active Pokémon at once', () => {
    const d = game({
      players: [
        {
          active: { card: WOBBUFFET, conditions: ['asleep', 'poisoned', 'burned'] },
          bench: [swsh1(81)],
          hand: [swsh1(82)],
        },
        { active: swsh1(81) },
      ],
    })
    d.pick('Evolve Galarian Ponyta into Galarian Rapidash')
    expect(active(d.state, 0).conditions).toMatchObject({ rotation: null, poisoned: false, burned: false })
  })

  it("Pastel Veil: your Pokémon can't get Special Conditions; the opponent's still can", () => {
    // Opponent's Ponyta flips heads for Paralysis against a side with Rapidash on the Bench.
    const d = game({
      current: 1,
      flips: [true],
      players: [
        { active: WOBBUFFET, bench: [{ card: RAPIDASH }] },
        { active: { card: swsh1(81), energy: [E.psychic] } },
      ],
    })
    d.pick('Attack: Psy Bolt')
    expect(active(d.state, 0).conditions.rotation).toBe(null)
    // Rapidash itself is covered too.
    const e = game({
      current: 1,
      flips: [true],
      players: [{ active: { card: RAPIDASH } }, { active: { card: swsh1(81), energy: [E.psychic] } }],
    })
    e.pick('Attack: Psy Bolt')
    expect(active(e.state, 0).conditions.rotation).toBe(null)
    // The opponent's Rapidash does not protect your Pokémon.
    const f = game({
      flips: [true],
      players: [{ active: { card: swsh1(81), energy: [E.psychic] } }, { active: WOBBUFFET, bench: [swsh1(81)] }],
    })
    f.pick('Attack: Psy Bolt')
    expect(active(f.state, 1).conditions.rotation).toBe('paralyzed')
    expect(bench(f.state, 1, 0).damage).toBe(0)
  })
})
