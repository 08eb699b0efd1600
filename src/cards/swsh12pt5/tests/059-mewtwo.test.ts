import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, energyOf, game, pile } from './helpers'

const DHELMISE_V = 'swsh1-9'

describe('swsh12pt5-59 Mewtwo', () => {
  it('Psypump: 1 or 2 Psychic Energy cards from the discard pile, all to one of your Pokémon', () => {
    const d = game({
      players: [
        {
          active: { card: crz(59), energy: [E.fire] },
          bench: [crz(61)],
          discard: [E.psychic, E.fire, E.psychic, E.psychic],
        },
        { active: DHELMISE_V },
      ],
    })
    d.pick('Attack: Psypump')
    expect(d.labels()).toEqual(['Basic Psychic Energy', 'Basic Psychic Energy', 'Basic Psychic Energy'])
    expect([d.decision.min, d.decision.max]).toEqual([1, 2])
    d.pickIndices([0, 1])
    d.pick('Girafarig')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.psychic, E.psychic])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, E.psychic].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Psypump does nothing without Psychic Energy in the discard pile', () => {
    const d = game({
      players: [{ active: { card: crz(59), energy: [E.fire] }, discard: [E.fire] }, { active: DHELMISE_V }],
    })
    d.pick('Attack: Psypump')
    expect(d.decision.seat).toBe(1) // the turn passed without a question
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire])
  })

  for (const [left, damage] of [
    [4, 90],
    [3, 180],
    [1, 180],
  ] as const)
    it(`Limit Break: ${damage} when the opponent has ${left} Prize cards left`, () => {
      const d = game({
        players: [
          { active: { card: crz(59), energy: [E.psychic, E.psychic, E.fire] } },
          { active: DHELMISE_V, prizes: Array<string>(left).fill(E.fire) },
        ],
      })
      d.pick('Attack: Limit Break')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
