import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const FFFF = [E.fire, E.fire, E.fire, E.fire]

describe('swsh1 Fire Pokémon 22–39: attacks that only do damage', () => {
  it('each does its printed damage to Torkoal V', () => {
    for (const [card, name, dmg] of [
      [[swsh1(22)], 'Flare', 20],
      [[swsh1(22), swsh1(23)], 'Fire Mane', 70],
      [[swsh1(26)], 'Fire Claws', 50],
      [[swsh1(29)], 'Tackle', 30],
      [[swsh1(31)], 'Tackle', 10],
      [[swsh1(31)], 'Flare', 20],
      [[swsh1(31), swsh1(32)], 'Magnum Kick', 70],
      [[swsh1(31), swsh1(33)], 'Kick', 20],
      [[swsh1(31), swsh1(33)], 'Heat Blast', 50],
      [[swsh1(37)], 'Bite', 10],
      [[swsh1(37)], 'Combustion', 50],
    ] as const) {
      const d = game({ players: [{ active: { card: [...card], energy: FFFF } }, { active: swsh1(24) }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage, `${name}`).toBe(dmg)
    }
  })
})
