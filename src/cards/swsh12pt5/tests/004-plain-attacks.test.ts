/** Crown Zenith 1–28: the attacks that only do their printed damage, each against a target with no Weakness to it. */
import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

/** Snorlax VMAX: 340 HP, weak to Fighting only, no Resistance. */
const TARGET = { card: ['swsh1-141', 'swsh1-142'] }
const G = E.grass
const F = E.fire

const PLAIN: [card: string | string[], attack: string, energy: string[], damage: number][] = [
  [crz(4), 'Beat', [F], 10],
  [crz(4), 'Vine Whip', [G, G, F], 60],
  [[crz(4), crz(5)], 'Hammer In', [G, G, F], 130],
  [crz(7), 'Seed Bomb', [F, F], 20],
  [crz(8), 'Cutting Wind', [F, F, F], 70],
  [crz(11), 'Leafage', [G], 10],
  [crz(18), 'Heat Blast', [F, F, F, G], 180],
  [crz(21), 'Claw Slash', [F, F, F], 90],
  [crz(24), 'Live Coal', [F], 20],
  [[crz(24), crz(25)], 'Will-O-Wisp', [F], 40],
  [crz(26), 'Hammer In', [G, G], 30],
  [crz(27), 'Scratch', [F], 10],
]

describe('swsh12pt5 1–28: attacks with printed damage only', () => {
  for (const [card, name, energy, damage] of PLAIN)
    it(`${Array.isArray(card) ? card.at(-1) : card} ${name}: ${damage}`, () => {
      const d = game({ players: [{ active: { card, energy } }, { active: TARGET }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
