import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

// Attacks with no text in sv3pt5-1 … 38 not covered by the line tests: [card stack, Energy, attack, damage to Nidoqueen].
const VANILLA: [string[], string[], string, number][] = [
  [[sv(4), sv(5)], [E.fire], 'Combustion', 20],
  [[sv(7)], [E.water, E.water], 'Skull Bash', 20],
]

describe('sv3pt5-1 … 38: attacks that only do damage', () => {
  for (const [card, energy, name, dmg] of VANILLA) {
    it(`${name}: ${dmg} damage`, () => {
      const d = game({ players: [{ active: { card, energy } }, { active: sv(31) }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    })
  }
})
