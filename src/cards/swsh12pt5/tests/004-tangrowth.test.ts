import { describe, expect, it } from 'vitest'
import { E, active, crz, game, top } from './helpers'

const SNORLAX_V = 'swsh1-141'

describe('swsh12pt5-5 Tangrowth', () => {
  it('evolves from Tangela', () => {
    const d = game({ players: [{ active: crz(4), hand: [crz(5)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Tangela into Tangrowth')
    expect(top(d.state, active(d.state, 0))).toBe(crz(5))
  })

  for (const [had, left] of [
    [60, 30],
    [20, 0],
  ] as const)
    it(`Suctioning Vines: 50 damage, then heals 30 from itself (${had} → ${left})`, () => {
      const d = game({
        players: [
          { active: { card: [crz(4), crz(5)], energy: [E.grass, E.fire], damage: had } },
          { active: SNORLAX_V },
        ],
      })
      d.pick('Attack: Suctioning Vines')
      expect(active(d.state, 1).damage).toBe(50)
      expect(active(d.state, 0).damage).toBe(left)
    })
})
