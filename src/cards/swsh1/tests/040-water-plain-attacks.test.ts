import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const WWWW = [E.water, E.water, E.water, E.water]

describe('swsh1 Water Pokémon 40–64: attacks that only do damage', () => {
  it('each does its printed damage to Keldeo V', () => {
    for (const [card, name, dmg] of [
      [[swsh1(40), swsh1(41)], 'Tidal Wave', 100],
      [[swsh1(42)], 'Vise Grip', 30],
      [[swsh1(45)], 'Horn Attack', 10],
      [[swsh1(46)], 'Waterfall', 20],
      [[swsh1(45), swsh1(47)], 'Pierce', 50],
      [[swsh1(52)], 'Wave Splash', 60],
      [[swsh1(53)], 'Wave Splash', 40],
      [[swsh1(54)], 'Water Gun', 20],
      [[swsh1(55)], 'Pound', 10],
      [[swsh1(55)], 'Water Gun', 20],
      [[swsh1(55), swsh1(56)], 'Water Drip', 30],
      [[swsh1(55), swsh1(57)], 'Rain Splash', 30],
      [[swsh1(55), swsh1(57)], 'Wave Splash', 40],
      [[swsh1(60)], 'Bite', 30],
      [[swsh1(60)], 'Water Gun', 50],
      [[swsh1(62)], 'Water Gun', 50],
      [[swsh1(63)], 'Ram', 10],
      [[swsh1(63), swsh1(64)], 'Aurora Beam', 30],
    ] as const) {
      const d = game({ players: [{ active: { card: [...card], energy: WWWW } }, { active: swsh1(53) }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage, `${name}`).toBe(dmg)
    }
  })
})
