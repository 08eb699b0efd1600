import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const LAPRAS_V = 'swsh1-49' // 210 HP, weak to Lightning only

/** Attacks that only do their printed damage: each against Lapras V, with enough Energy. */
const PLAIN: [string, string | string[], string, number][] = [
  ['85 Galarian Perrserker', [crz(84), crz(85)], 'Slash', 90],
  ['87 Aron', crz(87), 'Ram', 10],
  ['88 Lairon', [crz(87), crz(88)], 'Confront', 40],
  ['89 Aggron', [crz(87), crz(88), crz(89)], 'Heavy Impact', 180],
  ['92 Pawniard', crz(92), 'Pierce', 20],
  ['93 Bisharp', [crz(91), crz(93)], 'Power Edge', 70],
  ['94 Zacian', crz(94), 'Slicing Blade', 100],
  ['103 Duraludon V', crz(103), 'Metal Claw', 70],
  ['106 Tauros', crz(106), 'Smash Kick', 30],
]

describe('Crown Zenith attacks with no effect', () => {
  for (const [who, card, attack, damage] of PLAIN)
    it(`swsh12pt5-${who}: ${attack} does ${damage}`, () => {
      const energy = [E.metal, E.metal, E.fighting, E.fire]
      const d = game({ players: [{ active: { card, energy } }, { active: LAPRAS_V }] })
      d.pick(`Attack: ${attack}`)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
