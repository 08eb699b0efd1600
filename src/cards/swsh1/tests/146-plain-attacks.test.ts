import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

// Attacks with no effect beyond their damage, a sample per card: Minccino (146), Rookidee (150), Wooloo (153).
const TARGET = swsh1(115)

describe('swsh1 146-153 plain attacks', () => {
  for (const [n, name, energy, dmg] of [
    [146, 'Tail Whap', 1, 30],
    [150, 'Flap', 1, 10],
    [150, 'Glide', 2, 30],
    [153, 'Tackle', 1, 10],
    [153, 'Headbutt', 3, 50],
  ] as const)
    it(`swsh1-${n} ${name}: ${dmg} damage`, () => {
      const d = game({
        players: [
          { active: { card: swsh1(n), energy: Array.from({ length: energy }, () => E.fire) } },
          { active: TARGET },
        ],
      })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    })
})
