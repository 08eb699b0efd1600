import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2 } from './helpers'

describe('swsh2-97 Meditite', () => {
  it('Yoga Shock: 10 damage; heads Paralyzes', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh2(97), energy: [E.fire] } }, { active: swsh2(111) }],
      })
      d.pick('Attack: Yoga Shock')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })
})

describe('swsh2-98 Medicham', () => {
  const MEDICHAM = [swsh2(97), swsh2(98)]
  it('Yoga Kick: 40, Weakness and Resistance not applied', () => {
    const weak = game({ players: [{ active: { card: MEDICHAM, energy: [E.fighting] } }, { active: swsh2(112) }] })
    weak.pick('Attack: Yoga Kick')
    expect(active(weak.state, 1).damage).toBe(40)
    const resists = game({ players: [{ active: { card: MEDICHAM, energy: [E.fighting] } }, { active: swsh2(88) }] })
    resists.pick('Attack: Yoga Kick')
    expect(active(resists.state, 1).damage).toBe(40)
  })

  it("Psychic: 60 plus 20 for each Energy on the opponent's Active", () => {
    const d = game({
      players: [
        { active: { card: MEDICHAM, energy: [E.fire, E.fire, E.fire] } },
        { active: { card: swsh2(111), energy: [E.fighting, E.fire] } },
      ],
    })
    d.pick('Attack: Psychic')
    expect(active(d.state, 1).damage).toBe(100)
  })
})
