import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2, top } from './helpers'

const CHANDELURE = [swsh2(31), swsh2(32), swsh2(33)]

describe('swsh2-31 Litwick', () => {
  it('Scorch: Burned, no damage', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: swsh2(31), energy: [E.fire] } }, { active: { card: [swsh2(35), swsh2(36)] } }],
    })
    d.pick('Attack: Scorch')
    expect(active(d.state, 1).conditions.burned).toBe(true)
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('swsh2-32 Lampent', () => {
  it('Top Entry: drawn for the turn, it may go onto the Bench', () => {
    const d = game({
      players: [{ active: swsh2(12) }, { active: swsh2(12), deck: [swsh2(32), E.fire] }],
    }).pick('End turn')
    d.pick('Yes')
    expect(d.state.players[1].bench.map((s) => top(d.state, s))).toEqual([swsh2(32)])
  })

  it('Reignite: 20 damage, then a Fire Energy from the discard pile onto a chosen Pokémon', () => {
    const d = game({
      players: [
        { active: { card: [swsh2(31), swsh2(32)], energy: [E.fire] }, bench: [swsh2(12)], discard: [E.fire, E.water] },
        { active: { card: [swsh2(35), swsh2(36)] } },
      ],
    })
    d.pick('Attack: Reignite').pick('Snover')
    expect(active(d.state, 1).damage).toBe(20)
    expect(d.state.players[0].bench[0]!.energy).toHaveLength(1)
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
  })
})

describe('swsh2-33 Chandelure', () => {
  it('Protective Glow: your Pokémon with Energy attached take no Weakness; without Energy they do', () => {
    for (const [energy, damage] of [
      [[E.grass], 20],
      [[], 40],
    ] as const) {
      const d = game({
        flips: [false],
        players: [
          { active: { card: swsh2(29), energy: [E.fire, E.fire] } },
          { active: { card: swsh2(12), energy: [...energy] }, bench: [{ card: CHANDELURE }] },
        ],
      })
      d.pick('Attack: Heat Breath')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })

  it('Mirage Flare: 110 damage, then Confused', () => {
    const d = game({
      players: [
        { active: { card: CHANDELURE, energy: [E.fire, E.fire] } },
        { active: { card: [swsh2(35), swsh2(36)] } },
      ],
    })
    d.pick('Attack: Mirage Flare')
    expect(active(d.state, 1).damage).toBe(110)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })
})
