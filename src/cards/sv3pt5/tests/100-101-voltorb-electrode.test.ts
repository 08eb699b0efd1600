import { describe, expect, it } from 'vitest'
import { E, active, game, pile, sv } from './helpers'

describe('sv3pt5-100 Voltorb', () => {
  for (const [heads, damage] of [
    [true, 30],
    [false, 10],
  ] as const) {
    it(`Tumbling Attack, ${heads ? 'heads' : 'tails'}: ${damage} damage`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: sv(100), energy: [E.lightning] } }, { active: { card: [sv(88), sv(89)] } }],
      })
      d.pick('Attack: Tumbling Attack')
      expect(active(d.state, 1).damage).toBe(damage)
    })
  }
})

describe('sv3pt5-101 Electrode', () => {
  it('Bang Boom Chain with no Tool to discard: 20 damage', () => {
    const d = game({
      players: [
        { active: { card: [sv(100), sv(101)], energy: [E.lightning] } },
        { active: { card: [sv(88), sv(89)] } },
      ],
    })
    d.pick('Attack: Bang Boom Chain')
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Bang Boom Chain: discard Tools from any of your Pokémon first, 40 more each', () => {
    const d = game({
      players: [
        {
          active: { card: [sv(100), sv(101)], energy: [E.lightning], tools: [sv(165)] },
          bench: [{ card: sv(96), tools: [sv(163)] }, sv(83)],
        },
        { active: { card: [sv(88), sv(89)], tools: [sv(164)] } },
      ],
    })
    d.pick('Attack: Bang Boom Chain')
    // Only your own Tools are offered.
    expect(d.labels().sort()).toEqual(['Leftovers', 'Rigid Band'])
    d.pick('Rigid Band', 'Leftovers')
    expect(active(d.state, 1).damage).toBe(100)
    expect(active(d.state, 0).tools).toEqual([])
    expect(d.state.players[0].bench[0]!.tools).toEqual([])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([sv(163), sv(165)].sort())
  })

  it('Bang Boom Chain: keeping the Tools is allowed (20 damage)', () => {
    const d = game({
      players: [
        { active: { card: [sv(100), sv(101)], energy: [E.lightning], tools: [sv(165)] } },
        { active: { card: [sv(88), sv(89)] } },
      ],
    })
    d.pick('Attack: Bang Boom Chain').pickIndices([])
    expect(active(d.state, 1).damage).toBe(20)
    expect(active(d.state, 0).tools).toHaveLength(1)
  })
})
