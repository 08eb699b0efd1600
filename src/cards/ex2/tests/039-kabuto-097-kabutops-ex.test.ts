import { describe, expect, it } from 'vitest'
import { E, active, game, ss } from './helpers'

const KABUTO = [ss(91), ss(39)]
const KABUTOPS = [ss(91), ss(39), ss(97)]
const { fighting: F, fire: R, grass: G } = E

describe('ex2-39 Kabuto, Exoskeleton', () => {
  it('damage from attacks is reduced by 20 after Weakness', () => {
    // Bulbasaur's Leech Seed: 20, ×2 for Kabuto's Grass Weakness, then −20.
    const d = game({
      current: 1,
      players: [{ active: { card: KABUTO } }, { active: { card: 'base1-44', energy: [G, G] } }],
    })
    d.pick('Attack: Leech Seed')
    expect(active(d.state, 0).damage).toBe(20)
  })

  it('an attack of 20 or less does nothing to it', () => {
    const d = game({
      current: 1,
      players: [{ active: { card: KABUTO } }, { active: { card: 'base1-46', energy: [R] } }],
    })
    d.pick('Attack: Scratch')
    expect(active(d.state, 0).damage).toBe(0)
  })

  it('Pierce does 20', () => {
    const d = game({ players: [{ active: { card: KABUTO, energy: [F, R] } }, { active: 'base1-3' }] })
    d.pick('Attack: Pierce')
    // Chansey's Fighting Weakness does not count: Kabuto is a Water Pokémon.
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('ex2-97 Kabutops ex', () => {
  for (const [energy, flips, damage] of [
    [1, [true], 40],
    [2, [true, false], 40],
    [4, [true, true, true], 120],
    [4, [false, false, false], 0],
  ] as const)
    it(`Hydrocutter with ${energy} Energy flips ${flips.length} coins: ${damage}`, () => {
      const d = game({
        flips: [...flips],
        players: [
          { active: { card: KABUTOPS, energy: Array<string>(energy).fill(R) } },
          { active: { card: KABUTOPS } },
        ],
      })
      d.pick('Attack: Hydrocutter')
      expect(active(d.state, 1).damage).toBe(damage)
      expect(d.events.filter((e) => e.type === 'coin').length).toBe(flips.length)
    })

  it('Spiral Drain: 70, then 2 damage counters come off Kabutops ex (1 if it has 1)', () => {
    for (const [before, after] of [
      [50, 30],
      [10, 0],
    ] as const) {
      const d = game({
        players: [{ active: { card: KABUTOPS, damage: before, energy: [F, F, R, R] } }, { active: 'base1-3' }],
      })
      d.pick('Attack: Spiral Drain')
      expect(active(d.state, 1).damage).toBe(70)
      expect(active(d.state, 0).damage).toBe(after)
    }
  })

  it('evolves from Kabuto and gives 2 Prize cards', () => {
    const d = game({ players: [{ active: { card: KABUTO }, hand: [ss(97)] }, { active: 'base1-3' }] })
    expect(d.labels()).toContain('Evolve Kabuto into Kabutops ex')
    const k = game({
      current: 1,
      players: [
        { active: { card: KABUTOPS, damage: 140 }, bench: [ss(75)] },
        { active: { card: 'base1-46', energy: [R] } },
      ],
    })
    k.pick('Attack: Scratch')
    while (k.decision.ask === 'take-prize') k.pickIndices(Array.from({ length: k.decision.min }, (_, i) => i))
    expect(k.state.players[1].prizes.length).toBe(4)
  })
})
