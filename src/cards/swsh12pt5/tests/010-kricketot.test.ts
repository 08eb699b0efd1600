import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

describe('swsh12pt5-10 Kricketot', () => {
  for (const heads of [true, false])
    it(`Trip Over: 10 damage, 20 more on heads (${heads ? 'heads' : 'tails'})`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: crz(10), energy: [E.grass] } }, { active: 'swsh1-141' }],
      })
      d.pick('Attack: Trip Over')
      expect(active(d.state, 1).damage).toBe(heads ? 30 : 10)
    })
})
