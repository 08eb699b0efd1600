import { describe, expect, it } from 'vitest'
import { E, active, bench, game, swsh2 } from './helpers'

const MR_RIME = [swsh2(37), swsh2(38)]
const GALVANTULA = { card: ['swsh1-70', 'swsh1-71'], energy: [E.lightning, E.lightning] }
const DHELMISE_V = 'swsh1-9'
const DURANT = 'swsh1-8'

describe('swsh2-38 Galarian Mr. Rime: Screen Cleaner', () => {
  it("an opponent's attack still damages Mr. Rime with Energy attached, but does not Paralyze it", () => {
    const d = game({
      flips: [true],
      players: [{ active: GALVANTULA }, { active: { card: MR_RIME, energy: [E.water] } }],
    })
    d.pick('Attack: Volt Wave')
    expect(active(d.state, 1).damage).toBe(60)
    expect(active(d.state, 1).conditions.rotation).toBeNull()
  })

  it('a Pokémon with no Energy attached, Mr. Rime included, is not covered', () => {
    const d = game({ flips: [true], players: [{ active: GALVANTULA }, { active: { card: MR_RIME } }] })
    d.pick('Attack: Volt Wave')
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })

  it('from the Bench it covers the Active Pokémon that has Energy attached', () => {
    for (const [energy, paralyzed] of [
      [[E.grass], false],
      [[], true],
    ] as const) {
      const d = game({
        flips: [true],
        players: [
          { active: GALVANTULA },
          { active: { card: DHELMISE_V, energy: [...energy] }, bench: [{ card: MR_RIME }] },
        ],
      })
      d.pick('Attack: Volt Wave')
      expect(active(d.state, 1).damage).toBe(60)
      expect(active(d.state, 1).conditions.rotation).toBe(paralyzed ? 'paralyzed' : null)
    }
  })

  it("a covered Benched Pokémon can't be dragged into the Active Spot by an attack (Luring Glow)", () => {
    const d = game({
      players: [
        { active: { card: 'swsh1-68', energy: [E.lightning] } },
        { active: DHELMISE_V, bench: [{ card: MR_RIME }, { card: DURANT, energy: [E.grass] }] },
      ],
    })
    d.pick('Attack: Luring Glow')
    expect(d.labels()).toEqual(['Galarian Mr. Rime'])
    d.pick('Galarian Mr. Rime')
    expect(bench(d.state, 1, 1).energy).toHaveLength(1)
  })

  // An attack never moves a Pokémon protected from its effects, in or out, whoever chooses it
  // (docs/rulings/abilities-and-attack-effects.md, "Switching a protected Pokémon in or out").
  it("nor chosen by its own player when the attack makes them switch (Yamper's Roar)", () => {
    const roar = (activeCard: string | { card: string[] }, bench: { card: string | string[]; energy?: string[] }[]) =>
      game({
        players: [{ active: { card: 'swsh1-73', energy: [E.lightning] } }, { active: activeCard, bench }],
      }).pick('Attack: Roar')
    const d = roar(DHELMISE_V, [{ card: MR_RIME }, { card: DURANT, energy: [E.grass] }])
    expect(d.decision.seat).toBe(1)
    expect(d.labels()).toEqual(['Galarian Mr. Rime'])
    // With only a covered Pokémon on the Bench (Mr. Rime Active, with no Energy) nothing is asked and nothing moves.
    const covered = roar({ card: MR_RIME }, [{ card: DURANT, energy: [E.grass] }])
    expect(covered.state.current).toBe(1)
    expect(covered.decision.ask).toBe('main')
    expect(active(covered.state, 1).stack).toHaveLength(2)
    expect(bench(covered.state, 1, 0).energy).toHaveLength(1)
  })

  it('effects already in place stay: a Poisoned Pokémon with Energy still takes Poison at the Checkup', () => {
    const d = game({
      players: [
        { active: DURANT },
        { active: { card: DHELMISE_V, energy: [E.grass], conditions: ['poisoned'] }, bench: [{ card: MR_RIME }] },
      ],
    })
    d.pick('End turn')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('Triple Spin: 50 damage for each heads of 3 coins', () => {
    for (const [flips, dmg] of [
      [[false, true, true], 100],
      [[false, false, false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: MR_RIME, energy: [E.water, E.water] } }, { active: DHELMISE_V }],
      })
      d.pick('Attack: Triple Spin')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})
