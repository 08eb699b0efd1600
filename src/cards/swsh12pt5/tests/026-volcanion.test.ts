import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const SNORLAX_VMAX = { card: ['swsh1-141', 'swsh1-142'] }

describe('swsh12pt5-26 Volcanion', () => {
  for (const [energy, damage] of [
    [[E.fire, E.fire, E.grass], 80],
    [[E.fire, E.fire, E.water], 160],
  ] as const)
    it(`Hydro Burn: 80, or 160 with a Water Energy attached (${damage})`, () => {
      const d = game({ players: [{ active: { card: crz(26), energy: [...energy] } }, { active: SNORLAX_VMAX }] })
      d.pick('Attack: Hydro Burn')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
