import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, swsh1, top } from './helpers'

const VMAX = [swsh1(79), swsh1(80)]
const LLC = [E.lightning, E.lightning, E.lightning]

describe('swsh1-78 Morpeko: Attack the Wound', () => {
  it('10 damage, 60 when the Defending Pokémon already has damage counters', () => {
    for (const [damage, after] of [
      [0, 10],
      [10, 70],
    ] as const) {
      const d = game({
        players: [{ active: { card: swsh1(78), energy: [E.lightning] } }, { active: { card: swsh1(9), damage } }],
      })
      d.pick('Attack: Attack the Wound')
      expect(active(d.state, 1).damage).toBe(after)
    }
  })
})

describe('swsh1-79 Morpeko V', () => {
  it('Spark: 20 to the Active and 20 to the Benched Pokémon you choose (no Weakness on the Bench)', () => {
    const d = game({
      players: [
        { active: { card: swsh1(79), energy: [E.lightning] } },
        { active: swsh1(9), bench: [swsh1(5), 'sv3pt5-7'] },
      ],
    })
    d.pick('Attack: Spark')
    expect(d.decision.seat).toBe(0)
    d.pick('Squirtle')
    expect(active(d.state, 1).damage).toBe(20)
    expect(bench(d.state, 1, 0).damage).toBe(0)
    expect(bench(d.state, 1, 1).damage).toBe(20)
  })

  it('Spark with an empty Bench: 20 to the Active only', () => {
    const d = game({ players: [{ active: { card: swsh1(79), energy: [E.lightning] } }, { active: swsh1(9) }] })
    d.pick('Attack: Spark')
    expect(active(d.state, 1).damage).toBe(20)
    expect(d.decision.seat).toBe(1)
  })

  it('Electro Wheel: 150, then discard an Energy from Morpeko V and switch it with a Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: swsh1(79), energy: [E.lightning, E.lightning, E.fire] }, bench: [swsh1(70), swsh1(78)] },
        { active: swsh1(9) },
      ],
    })
    d.pick('Attack: Electro Wheel')
    expect(active(d.state, 1).damage).toBe(150)
    d.pick('Fire Energy')
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
    d.pick('Morpeko')
    expect(top(d.state, active(d.state, 0))).toBe(swsh1(78))
    expect(top(d.state, bench(d.state, 0, 1))).toBe(swsh1(79))
    expect(energyOf(d.state, bench(d.state, 0, 1))).toEqual([E.lightning, E.lightning])
  })

  it('Electro Wheel with an empty Bench: the Energy is still discarded, Morpeko V stays Active', () => {
    const d = game({
      players: [{ active: { card: swsh1(79), energy: [E.lightning, E.lightning, E.lightning] } }, { active: swsh1(9) }],
    })
    d.pick('Attack: Electro Wheel')
    expect(pile(d.state, 0, 'discard')).toEqual([E.lightning])
    expect(top(d.state, active(d.state, 0))).toBe(swsh1(79))
    expect(energyOf(d.state, active(d.state, 0))).toHaveLength(2)
  })
})

describe('swsh1-80 Morpeko VMAX', () => {
  it("Max Discharge: 180 to the Active and 20 to each of the opponent's Benched Pokémon", () => {
    const d = game({
      players: [{ active: { card: VMAX, energy: LLC } }, { active: swsh1(9), bench: [swsh1(5), swsh1(8)] }],
    })
    d.pick('Attack: Max Discharge')
    expect(active(d.state, 1).damage).toBe(180)
    expect([bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([20, 20])
  })

  it('evolves from Morpeko V and is worth 3 Prize cards', () => {
    const d = game({
      players: [
        { active: { card: swsh1(9), energy: [E.grass, E.grass, E.grass] } },
        { active: { card: VMAX, damage: 120 }, bench: [swsh1(78)] },
      ],
    })
    d.pick('Attack: Giga Hammer')
    expect(d.decision.text).toBe('Take 3 Prize cards')
  })

  it('Morpeko V evolves into Morpeko VMAX from the hand', () => {
    const d = game({
      players: [{ active: { card: swsh1(79), playedTurn: 1 }, hand: [swsh1(80)] }, { active: swsh1(9) }],
    })
    d.pick('Evolve')
    expect(top(d.state, active(d.state, 0))).toBe(swsh1(80))
  })
})
