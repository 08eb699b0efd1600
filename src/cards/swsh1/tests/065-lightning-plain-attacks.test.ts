import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const LLLL = [E.lightning, E.lightning, E.lightning, E.lightning]

describe('swsh1 Lightning Pokémon 65–80: attacks that only do damage', () => {
  it('each does its printed damage to Dhelmise V (no Weakness to Lightning)', () => {
    for (const [card, name, dmg] of [
      [[swsh1(65)], 'Electro Ball', 20],
      [[swsh1(65), swsh1(66)], 'Pain-Full Punch', 40],
      [[swsh1(65), swsh1(66)], 'Mach Bolt', 120],
      [[swsh1(67)], 'Gentle Slap', 30],
      [[swsh1(68)], 'Lightning Ball', 20],
      [[swsh1(67), swsh1(69)], 'Ram', 30],
      [[swsh1(70)], 'Flop', 10],
      [[swsh1(73)], 'Static Shock', 10],
      [[swsh1(74)], 'Bite', 10],
      [[swsh1(74)], 'Zap Kick', 20],
      [[swsh1(74), swsh1(76)], 'Bite', 50],
    ] as const) {
      const d = game({ players: [{ active: { card: [...card], energy: LLLL } }, { active: swsh1(9) }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage, `${name}`).toBe(dmg)
    }
  })
})
