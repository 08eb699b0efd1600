import { describe, expect, it } from 'vitest'
import { E, active, game, menu, swsh2 } from './helpers'

const WEEZING = [swsh2(112), swsh2(113)]

describe('swsh2-113 Galarian Weezing', () => {
  it('Severe Poison: Poisoned, 4 damage counters at Pokémon Checkup', () => {
    const d = game({ players: [{ active: { card: WEEZING, energy: [E.darkness] } }, { active: swsh2(111) }] })
    d.pick('Attack: Severe Poison')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(40)
  })

  it("Neutralizing Gas: while Active, the opponent's Abilities are off; from the Bench it does nothing", () => {
    const coalossal = { card: [swsh2(105), swsh2(106), swsh2(107)] }
    const blocked = game({
      players: [{ active: coalossal, discard: [E.fire] }, { active: { card: WEEZING } }],
    })
    expect(menu(blocked)).not.toContain('Use Tar Generator')
    const benched = game({
      players: [
        { active: coalossal, discard: [E.fire] },
        { active: swsh2(111), bench: [{ card: WEEZING }] },
      ],
    })
    expect(menu(benched)).toContain('Use Tar Generator')
  })
})

describe('swsh2-114 Stunky and swsh2-115 Skuntank', () => {
  it('Poison Gas: 10 damage and Poisoned', () => {
    const d = game({ players: [{ active: { card: swsh2(114), energy: [E.fire, E.fire] } }, { active: swsh2(111) }] })
    d.pick('Attack: Poison Gas')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    // 10 damage, then 1 counter at Pokémon Checkup.
    expect(active(d.state, 1).damage).toBe(20)
  })

  it("Poison Ring: 80 damage, Poisoned, and it can't retreat next turn", () => {
    const d = game({
      players: [
        { active: { card: [swsh2(114), swsh2(115)], energy: [E.darkness, E.fire, E.fire] } },
        { active: { card: swsh2(111), energy: [E.fire, E.fire, E.fire, E.fire] }, bench: [swsh2(96)] },
      ],
    })
    d.pick('Attack: Poison Ring')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(90)
    expect(menu(d)).not.toContain('Retreat')
  })
})
