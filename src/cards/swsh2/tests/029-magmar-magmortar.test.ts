import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

describe('swsh2-29 Magmar', () => {
  for (const heads of [true, false])
    it(`Heat Breath: 20, ${heads ? 'heads: 50' : 'tails: 20'}`, () => {
      const d = game({
        flips: [heads],
        players: [
          { active: { card: swsh2(29), energy: [E.fire, E.fire] } },
          { active: { card: [swsh2(35), swsh2(36)] } },
        ],
      })
      d.pick('Attack: Heat Breath')
      expect(active(d.state, 1).damage).toBe(heads ? 50 : 20)
    })
})

describe('swsh2-30 Magmortar', () => {
  it('Burst Punch: 30 damage, then Burned', () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: [swsh2(29), swsh2(30)], energy: [E.fire, E.fire] } },
        { active: { card: [swsh2(35), swsh2(36)] } },
      ],
    })
    d.pick('Attack: Burst Punch')
    expect(active(d.state, 1).damage).toBe(30 + 20)
    expect(active(d.state, 1).conditions.burned).toBe(true)
  })

  for (const [mine, theirs, energy] of [
    [E.fire, E.water, 2],
    [E.fire, swsh2(1), 1],
    [swsh2(1), swsh2(2), 0],
  ] as const)
    it(`Ground Burn: each player discards their top card; 80 + 100 per Energy card (${energy})`, () => {
      const d = game({
        players: [
          { active: { card: [swsh2(29), swsh2(30)], energy: [E.fire, E.fire, E.fire] }, deck: [mine, E.grass] },
          { active: { card: [swsh2(35), swsh2(36)] }, deck: [theirs, E.grass] },
        ],
      })
      d.pick('Attack: Ground Burn')
      expect(active(d.state, 1).damage).toBe(80 + 100 * energy)
      expect(pile(d.state, 0, 'discard')).toContain(mine)
      expect(pile(d.state, 1, 'discard')).toContain(theirs)
    })
})
