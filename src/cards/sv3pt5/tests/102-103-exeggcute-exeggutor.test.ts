import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

describe('sv3pt5-102 Exeggcute', () => {
  for (const [flips, damage] of [
    [[false], 0],
    [[true, true, false], 60],
  ] as const) {
    it(`Ball Roll: ${flips.filter(Boolean).length} heads → ${damage} damage`, () => {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: sv(102), energy: [E.grass, E.grass] } }, { active: { card: [sv(88), sv(89)] } }],
      })
      d.pick('Attack: Ball Roll')
      expect(active(d.state, 1).damage).toBe(damage)
    })
  }
})

describe('sv3pt5-103 Exeggutor', () => {
  it("Psychic: 30 plus 30 per Energy on the opponent's Active Pokémon", () => {
    for (const [energy, damage] of [
      [[], 30],
      [[E.darkness, E.darkness, E.fire], 120],
    ] as const) {
      const d = game({
        players: [
          { active: { card: [sv(102), sv(103)], energy: [E.grass, E.grass] } },
          { active: { card: [sv(88), sv(89)], energy: [...energy] } },
        ],
      })
      d.pick('Attack: Psychic')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})
