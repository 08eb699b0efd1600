import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const LAPRAS_V = 'swsh1-49' // 210 HP, weak to Lightning only

/** Attacks of swsh12pt5-109 … 131 that only do their printed damage: each against Lapras V, with enough Energy. */
const PLAIN: [string, string | string[], string, number][] = [
  ['109 Snorlax', crz(109), 'Heavy Impact', 80],
  ['112 Chatot', crz(112), 'Flap', 10],
  ['113 Regigigas V', crz(113), 'Hammer In', 50],
  ['115 Shaymin', crz(115), 'Rear Kick', 30],
  ['117 Yungoos', crz(117), 'Sharp Fang', 20],
  ['118 Gumshoos', [crz(117), crz(118)], 'Lunge Out', 60],
  ['119 Oranguru', crz(119), 'Hammer In', 70],
]

describe('Crown Zenith attacks with no effect (109-131)', () => {
  for (const [who, card, attack, damage] of PLAIN)
    it(`swsh12pt5-${who}: ${attack} does ${damage}`, () => {
      const energy = [E.fire, E.fire, E.fire, E.fire]
      const d = game({ players: [{ active: { card, energy } }, { active: LAPRAS_V }] })
      d.pick(`Attack: ${attack}`)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
