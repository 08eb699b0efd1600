/** Attacks with no text in sv3pt5-115 … 151: the printed damage to a Snorlax (Weakness Fighting only). */
import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

const ANY = [E.water, E.lightning, E.grass, E.fire]

describe('sv3pt5-115…151 attacks without text', () => {
  for (const [card, attack, dmg, energy] of [
    [[sv(116)], 'Rain Splash', 10, [E.water]],
    [[sv(116)], 'Sharp Fin', 40, [E.water, E.fire, E.fire]],
    [[sv(118)], 'Sprinkle Water', 20, [E.fire, E.fire]],
    [[sv(123)], 'Slicing Blade', 70, [E.grass, E.fire, E.fire]],
    [[sv(125)], 'Light Punch', 30, [E.lightning, E.fire]],
    [[sv(126)], 'Live Coal', 10, [E.fire]],
    [[sv(127)], 'Vise Grip', 30, [E.grass, E.fire]],
    [[sv(131)], 'Aqua Edge', 90, [E.water, E.fire, E.fire]],
    [[sv(132)], 'Splup', 10, [E.fire]],
    [[sv(147), sv(148)], 'Beat', 20, [E.water]],
    [[sv(147), sv(148)], 'Aqua Slash', 90, ANY],
  ] as const) {
    it(`${attack} does ${dmg}`, () => {
      const d = game({ players: [{ active: { card: [...card], energy: [...energy] } }, { active: sv(143) }] })
      d.pick(`Attack: ${attack}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    })
  }
})
