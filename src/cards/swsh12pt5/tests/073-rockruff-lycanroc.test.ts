import { describe, expect, it } from 'vitest'
import { E, active, crz, game, top } from './helpers'

const DHELMISE_V = 'swsh1-9'
const RILLABOOM_VMAX = ['swsh2-17', 'swsh2-18'] // 330 HP, weak to Fire only

describe('swsh12pt5-73 Rockruff: Invite Out', () => {
  it("heads: you choose which of your opponent's Benched Pokémon becomes their Active", () => {
    const d = game({
      flips: [true],
      players: [{ active: { card: crz(73), energy: [E.fire] } }, { active: DHELMISE_V, bench: [crz(61), crz(70)] }],
    })
    d.pick('Attack: Invite Out')
    expect(d.decision.seat).toBe(0)
    d.pick('Baltoy')
    expect(top(d.state, active(d.state, 1))).toBe(crz(70))
  })

  it('tails: nothing happens', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: crz(73), energy: [E.fire] } }, { active: DHELMISE_V, bench: [crz(61)] }],
    })
    d.pick('Attack: Invite Out')
    expect(top(d.state, active(d.state, 1))).toBe(DHELMISE_V)
    expect(d.decision.seat).toBe(1)
  })
})

describe('swsh12pt5-74 Lycanroc: Midnight Fang', () => {
  for (const [theirs, damage] of [
    [0, 240],
    [1, 160],
    [3, 0],
    [4, 0],
  ] as const)
    it(`240 minus 80 for each Energy on the Defending Pokémon (${theirs}): ${damage}`, () => {
      const d = game({
        players: [
          { active: { card: [crz(73), crz(74)], energy: [E.fighting, E.fire] } },
          { active: { card: RILLABOOM_VMAX, energy: Array<string>(theirs).fill(E.grass) } },
        ],
      })
      d.pick('Attack: Midnight Fang')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
