import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2, top } from './helpers'

describe('swsh2-17 Rillaboom V', () => {
  it('Forest Feast benches up to 2 Basic Grass Pokémon from the deck', () => {
    const d = game({
      players: [
        { active: { card: swsh2(17), energy: [E.grass] }, deck: [swsh2(1), swsh2(24), swsh2(19), swsh2(2)] },
        { active: swsh2(12) },
      ],
    })
    d.pick('Attack: Forest Feast')
    expect(d.labels().sort()).toEqual(['Caterpie', 'Eldegoss V'])
    d.pick('Caterpie', 'Eldegoss V')
    expect(d.state.players[0].bench.map((s) => top(d.state, s)).sort()).toEqual([swsh2(1), swsh2(19)].sort())
  })

  it('Wood Hammer: 220 damage and 30 to itself', () => {
    const d = game({
      players: [
        { active: { card: swsh2(17), energy: [E.grass, E.grass, E.grass, E.fire] } },
        { active: { card: [swsh2(35), swsh2(36)] } },
      ],
    })
    d.pick('Attack: Wood Hammer')
    expect(active(d.state, 1).damage).toBe(220)
    expect(active(d.state, 0).damage).toBe(30)
  })
})

describe('swsh2-18 Rillaboom VMAX', () => {
  const VMAX = [swsh2(17), swsh2(18)]
  it('evolves from Rillaboom V', () => {
    const d = game({ players: [{ active: swsh2(17), hand: [swsh2(18)] }, { active: swsh2(12) }] })
    d.pick('Evolve Rillaboom V into Rillaboom VMAX')
    expect(top(d.state, active(d.state, 0))).toBe(swsh2(18))
  })

  for (const n of [0, 2])
    it(`Max Beating: 130 + 50 for each Grass Energy discarded (${n})`, () => {
      const d = game({
        players: [
          { active: { card: VMAX, energy: [E.grass, E.grass, E.grass, E.fire] } },
          { active: { card: [swsh2(35), swsh2(36)] } },
        ],
      })
      d.pick('Attack: Max Beating')
      expect(d.decision.max).toBe(3)
      if (n === 0) d.pickIndices([])
      else d.pickIndices([0, 1])
      expect(active(d.state, 1).damage).toBe(130 + 50 * n)
      expect(pile(d.state, 0, 'discard').filter((c) => c === E.grass)).toHaveLength(n)
    })

  it('Scratch 50', () => {
    const d = game({ players: [{ active: { card: VMAX, energy: [E.fire] } }, { active: swsh2(6) }] })
    d.pick('Attack: Scratch')
    expect(active(d.state, 1).damage).toBe(50)
  })
})
