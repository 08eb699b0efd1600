import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, swsh2 } from './helpers'

// Sandaconda V: 210 HP, weak to Grass only, so the Water attacks here do their printed damage.
const TARGET = swsh2(108)
const DARMANITAN = [swsh2(47), swsh2(48)]

describe('swsh2-47 Galarian Darumaka', () => {
  for (const heads of [true, false])
    it(`Ice Punch: 30, and Paralyzed on heads (${heads ? 'heads' : 'tails'})`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh2(47), energy: [E.water, E.fire] } }, { active: TARGET }],
      })
      d.pick('Attack: Ice Punch')
      expect(active(d.state, 1).damage).toBe(30)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })
})

describe('swsh2-48 Galarian Darmanitan', () => {
  it("Blizzard: 80 to the Active and 10 to each of the opponent's Benched Pokémon", () => {
    const d = game({
      players: [
        { active: { card: DARMANITAN, energy: [E.water, E.fire, E.fire] }, bench: [swsh2(52)] },
        { active: TARGET, bench: [swsh2(52), swsh2(60)] },
      ],
    })
    d.pick('Attack: Blizzard')
    expect(active(d.state, 1).damage).toBe(80)
    expect([bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([10, 10])
    expect(bench(d.state, 0, 0).damage).toBe(0)
  })

  it('Crushing Headbutt: 170, then not again during its next turn (Blizzard still is)', () => {
    const d = game({
      players: [
        { active: { card: DARMANITAN, energy: [E.water, E.water, E.fire, E.fire] }, deck: [E.fire, E.fire] },
        { active: TARGET, deck: [E.fire, E.fire] },
      ],
    })
    d.pick('Attack: Crushing Headbutt')
    expect(active(d.state, 1).damage).toBe(170)
    d.pick('End turn')
    expect(menu(d)).not.toContain('Attack: Crushing Headbutt')
    expect(menu(d)).toContain('Attack: Blizzard')
  })
})
