/** Attacks without text in sv3pt5-39 … 76: each does its printed damage (no Weakness or Resistance involved here). */
import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

const ALAKAZAM_EX = sv(65) // Psychic, weak to Darkness, resists Fighting
const GOLEM_EX = sv(76) // Fighting, weak to Grass

const CASES: [string, string[], string, string[], string, number][] = [
  ['Oddish', [sv(43)], 'Razor Leaf', [E.grass, E.grass], ALAKAZAM_EX, 20],
  ['Gloom', [sv(43), sv(44)], 'Drool', [E.grass, E.grass], ALAKAZAM_EX, 30],
  ['Paras', [sv(46)], 'Stampede', [E.grass], ALAKAZAM_EX, 10],
  ['Parasect', [sv(46), sv(47)], 'Claw Slash', [E.grass, E.grass], ALAKAZAM_EX, 50],
  ['Venonat', [sv(48)], 'Gnaw', [E.grass], ALAKAZAM_EX, 10],
  ['Venonat', [sv(48)], 'Beam', [E.grass, E.grass, E.grass], ALAKAZAM_EX, 40],
  ['Venomoth', [sv(48), sv(49)], 'Speed Wing', [E.grass, E.grass, E.grass], ALAKAZAM_EX, 90],
  ['Diglett', [sv(50)], 'Headbutt Bounce', [E.fighting], GOLEM_EX, 10],
  ['Diglett', [sv(50)], 'Mud-Slap', [E.fighting, E.fighting], GOLEM_EX, 30],
  ['Dugtrio', [sv(50), sv(51)], 'Headbutt Bounce', [E.fighting], GOLEM_EX, 40],
  ['Dugtrio', [sv(50), sv(51)], 'Mud Bomb', [E.fighting, E.fighting], GOLEM_EX, 80],
  ['Meowth', [sv(52)], 'Dig Claws', [E.fire, E.fire], ALAKAZAM_EX, 20],
  ['Abra', [sv(63)], 'Psyshot', [E.psychic], GOLEM_EX, 20],
  ['Bellsprout', [sv(69)], 'Cut', [E.grass], ALAKAZAM_EX, 10],
  ['Weepinbell', [sv(69), sv(70)], 'Cut', [E.grass], ALAKAZAM_EX, 30],
  ['Weepinbell', [sv(69), sv(70)], 'Spray Fluid', [E.grass, E.grass], ALAKAZAM_EX, 50],
  ['Tentacool', [sv(72)], 'Tingle', [E.water], ALAKAZAM_EX, 10],
  ['Tentacool', [sv(72)], 'Watering', [E.water, E.water], ALAKAZAM_EX, 20],
  ['Graveler', [sv(74), sv(75)], 'Heavy Impact', [E.fighting, E.fighting, E.fighting], GOLEM_EX, 60],
]

describe('sv3pt5-39 … 76 attacks without text', () => {
  for (const [name, stack, atk, energy, target, dmg] of CASES) {
    it(`${name}: ${atk} does ${dmg}`, () => {
      const d = game({ players: [{ active: { card: stack, energy } }, { active: target }] })
      d.pick(`Attack: ${atk}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    })
  }
})
