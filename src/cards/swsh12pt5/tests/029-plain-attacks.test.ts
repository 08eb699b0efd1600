import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

// Attacks that only do their printed damage, against Snorlax V (swsh1-141: 220 HP, no Water or Lightning Weakness).
const SNORLAX_V = 'swsh1-141'
const PLAIN: [number, string, string, string[], number][] = [
  [29, 'Seel', 'Headbutt', [E.water], 10],
  [29, 'Seel', 'Rain Splash', [E.water, E.fire], 20],
  [31, 'Wailmer', 'Water Gun', [E.fire, E.fire, E.fire], 70],
  [33, 'Corphish', 'Water Gun', [E.fire], 10],
  [33, 'Corphish', 'Crabhammer', [E.water, E.fire, E.fire], 50],
  [34, 'Snorunt', 'Headbutt', [E.water, E.fire], 30],
  [35, 'Luvdisc', 'Tackle', [E.fire], 20],
  [38, 'Glaceon V', 'Freezing Wind', [E.water, E.water, E.fire], 130],
  [39, 'Shinx', 'Rear Kick', [E.lightning], 20],
  [41, 'Luxio', 'Head Bolt', [E.lightning, E.fire], 50],
  [42, 'Luxio', 'Bite', [E.lightning, E.fire], 40],
]

describe('swsh12pt5 29-56: attacks with damage only', () => {
  for (const [n, name, atk, energy, damage] of PLAIN)
    it(`swsh12pt5-${n} ${name}: ${atk} does ${damage}`, () => {
      const d = game({ players: [{ active: { card: crz(n), energy } }, { active: SNORLAX_V }] })
      d.pick(`Attack: ${atk}`)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
