import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, game, top } from './helpers'

const SNORLAX_V = 'swsh1-141'
const SNORLAX_VMAX = { card: ['swsh1-141', 'swsh1-142'] }

describe('swsh12pt5-16 Zarude', () => {
  it("Drag Off: the opponent's chosen Benched Pokémon becomes Active and takes 20; the old Active takes none", () => {
    const d = game({
      players: [{ active: { card: crz(16), energy: [E.grass] } }, { active: SNORLAX_V, bench: [crz(4), crz(12)] }],
    })
    d.pick('Attack: Drag Off').pick('Carnivine')
    expect(top(d.state, active(d.state, 1))).toBe(crz(12))
    expect(active(d.state, 1).damage).toBe(20)
    expect(top(d.state, bench(d.state, 1, 1))).toBe(SNORLAX_V)
    expect(bench(d.state, 1, 1).damage).toBe(0)
  })

  it('Drag Off with an empty Bench: 20 to the Active Pokémon there is', () => {
    const d = game({ players: [{ active: { card: crz(16), energy: [E.grass] } }, { active: SNORLAX_V }] })
    d.pick('Attack: Drag Off')
    expect(active(d.state, 1).damage).toBe(20)
  })

  for (const heads of [3, 2, 0])
    it(`Triple Whip: 70 for each of 3 heads (${heads})`, () => {
      const d = game({
        flips: [heads > 0, heads > 1, heads > 2],
        players: [{ active: { card: crz(16), energy: [E.grass, E.grass] } }, { active: SNORLAX_VMAX }],
      })
      d.pick('Attack: Triple Whip')
      expect(active(d.state, 1).damage).toBe(70 * heads)
    })
})
