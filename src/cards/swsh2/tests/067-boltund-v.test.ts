import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, swsh2 } from './helpers'

const RILLABOOM_V = swsh2(17) // 220 HP, weak to Fire: no Weakness or Resistance against Lightning

describe('swsh2-67 Boltund V', () => {
  it('Electrify: up to 2 Lightning Energy from the deck onto Benched Pokémon, split as the player likes', () => {
    const d = game({
      players: [
        {
          active: { card: swsh2(67), energy: [E.lightning] },
          bench: [swsh2(12), swsh2(1)],
          deck: [E.lightning, E.fire, E.lightning, E.lightning],
        },
        { active: RILLABOOM_V },
      ],
    })
    d.pick('Attack: Electrify')
    expect(d.labels()).toEqual(Array(3).fill('Basic Lightning Energy'))
    expect(d.decision.max).toBe(2)
    d.pickIndices([0, 1])
    d.pick('Snover').pick('Caterpie')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.lightning])
    expect(energyOf(d.state, bench(d.state, 0, 1))).toEqual([E.lightning])
    expect(pile(d.state, 0, 'deck').filter((c) => c === E.lightning)).toHaveLength(1)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Electrify can put both Energy on one Benched Pokémon, or take none', () => {
    const both = game({
      players: [
        { active: { card: swsh2(67), energy: [E.lightning] }, bench: [swsh2(12)], deck: [E.lightning, E.lightning] },
        { active: RILLABOOM_V },
      ],
    })
    both.pick('Attack: Electrify').pickIndices([0, 1]).pick('Snover').pick('Snover')
    expect(energyOf(both.state, bench(both.state, 0, 0))).toEqual([E.lightning, E.lightning])

    const none = game({
      players: [
        { active: { card: swsh2(67), energy: [E.lightning] }, bench: [swsh2(12)], deck: [E.lightning] },
        { active: RILLABOOM_V },
      ],
    })
    none.pick('Attack: Electrify').pickIndices([])
    expect(energyOf(none.state, bench(none.state, 0, 0))).toEqual([])
  })

  it('Electrify with no Benched Pokémon takes nothing from the deck', () => {
    const d = game({
      players: [
        { active: { card: swsh2(67), energy: [E.lightning] }, deck: [E.lightning, E.lightning] },
        { active: RILLABOOM_V },
      ],
    })
    d.pick('Attack: Electrify')
    // No question was asked: the opponent's turn has begun.
    expect(d.decision.seat).toBe(1)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.lightning])
  })

  it('Bolt Storm: 10 plus 30 for each Lightning Energy on all of your Pokémon, Bench included', () => {
    const d = game({
      players: [
        {
          active: { card: swsh2(67), energy: [E.lightning, E.fire] },
          bench: [{ card: swsh2(12), energy: [E.lightning, E.lightning, E.grass] }],
        },
        { active: RILLABOOM_V },
      ],
    })
    d.pick('Attack: Bolt Storm')
    expect(active(d.state, 1).damage).toBe(10 + 30 * 3)
  })

  it('Bolt Storm counts no Energy of other types', () => {
    const d = game({
      players: [
        {
          active: { card: swsh2(67), energy: [E.lightning, E.fire] },
          bench: [{ card: swsh2(12), energy: [E.grass, E.fire] }],
        },
        { active: RILLABOOM_V },
      ],
    })
    d.pick('Attack: Bolt Storm')
    expect(active(d.state, 1).damage).toBe(10 + 30)
  })
})
