import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const GRAPPLOCT = [swsh1(112), swsh1(113)]
const TARGET = swsh1(104)

describe('swsh1-111 Clobbopus: Bind', () => {
  it('20 damage; heads Paralyzes', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh1(111), energy: [E.fighting] } }, { active: TARGET }],
      })
      d.pick('Attack: Bind')
      expect(active(d.state, 1).damage).toBe(20)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })
})

describe('swsh1-113 Grapploct', () => {
  const locked = () =>
    game({
      players: [
        { active: { card: GRAPPLOCT, energy: [E.fighting, E.fighting] }, bench: [swsh1(112)] },
        { active: { card: TARGET, energy: [E.fighting, E.fire, E.fire] }, bench: [swsh1(111)] },
      ],
    })

  it("Octolock: the Defending Pokémon's attacks cost 2 more and it can't retreat, while Grapploct stays Active", () => {
    const d = locked()
    d.pick('Attack: Octolock')
    // Raging Hammer now costs 4; with 3 Energy it can't be used, and there is no retreat.
    expect(d.labels()).not.toContain('Attack: Raging Hammer')
    expect(d.labels().some((l) => l.startsWith('Retreat'))).toBe(false)
    d.pick('End turn')
    // Still locked a turn later: Grapploct has not left the Active Spot.
    d.pick('End turn')
    expect(d.labels()).not.toContain('Attack: Raging Hammer')
  })

  it('the lock ends when Grapploct leaves the Active Spot', () => {
    const d = locked()
    d.pick('Attack: Octolock')
    d.pick('End turn')
    d.pick('Retreat to Clobbopus')
    d.pick('End turn')
    expect(d.labels()).toContain('Attack: Raging Hammer')
  })

  it('Tough Swing: 130, not lowered by Resistance', () => {
    const d = game({
      players: [
        { active: { card: GRAPPLOCT, energy: [E.fighting, E.fighting, E.fire] } },
        { active: { card: swsh1(86) } },
      ],
    })
    d.pick('Attack: Tough Swing')
    expect(active(d.state, 1).damage).toBe(130)
  })
})
