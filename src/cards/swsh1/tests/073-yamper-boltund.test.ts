import { describe, expect, it } from 'vitest'
import { E, active, game, menu, swsh1, top } from './helpers'

const BOLTUND_75 = [swsh1(73), swsh1(75)]
const BOLTUND_76 = [swsh1(74), swsh1(76)]
const LLC = [E.lightning, E.lightning, E.lightning]

describe('swsh1-73 Yamper: Roar', () => {
  it('your opponent chooses which of their Benched Pokémon becomes their Active', () => {
    const d = game({
      players: [
        { active: { card: swsh1(73), energy: [E.lightning] } },
        { active: swsh1(9), bench: [swsh1(5), swsh1(8)] },
      ],
    })
    d.pick('Attack: Roar')
    expect(d.decision.seat).toBe(1)
    d.pick('Cottonee')
    expect(top(d.state, active(d.state, 1))).toBe(swsh1(5))
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('does nothing when the opponent has no Benched Pokémon', () => {
    const d = game({ players: [{ active: { card: swsh1(73), energy: [E.lightning] } }, { active: swsh1(9) }] })
    d.pick('Attack: Roar')
    expect(top(d.state, active(d.state, 1))).toBe(swsh1(9))
  })
})

describe('swsh1-75 Boltund', () => {
  it("Big Bite: 50 damage, and the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: BOLTUND_75, energy: LLC } },
        { active: { card: swsh1(8), energy: [E.grass] }, bench: [swsh1(5)] },
      ],
    })
    d.pick('Attack: Big Bite')
    expect(active(d.state, 1).damage).toBe(50)
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(true)
  })

  it('Fighting Fangs: 90 damage, 180 against a Pokémon V or VMAX, 90 against a Pokémon ex', () => {
    for (const [defender, dmg] of [
      [swsh1(8), 90],
      [swsh1(9), 180],
      [[swsh1(79), swsh1(80)], 180],
      ['sv3pt5-3', 90],
    ] as const) {
      const d = game({
        players: [
          { active: { card: BOLTUND_75, energy: LLC } },
          { active: { card: typeof defender === 'string' ? defender : [...defender] } },
        ],
      })
      d.pick('Attack: Fighting Fangs')
      expect(active(d.state, 1).damage, `${defender}`).toBe(dmg)
    }
  })
})

describe('swsh1-76 Boltund: Electrodash', () => {
  it("160 damage; during your next turn Boltund can't attack, the turn after it can", () => {
    const d = game({ players: [{ active: { card: BOLTUND_76, energy: LLC } }, { active: swsh1(9) }] })
    d.pick('Attack: Electrodash')
    expect(active(d.state, 1).damage).toBe(160)
    d.pick('End turn')
    expect(menu(d).some((l) => l.startsWith('Attack:'))).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Electrodash')
  })
})
