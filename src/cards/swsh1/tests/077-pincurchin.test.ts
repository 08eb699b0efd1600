import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

describe('swsh1-77 Pincurchin: Shocking Needles', () => {
  it('4 coins, 30 damage for each heads; 2 or more heads also Paralyze the Defending Pokémon', () => {
    for (const [flips, dmg, paralyzed] of [
      [[false, false, false, false], 0, false],
      [[false, true, false, false], 30, false],
      [[true, false, false, true], 60, true],
      [[true, true, true, true], 120, true],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: swsh1(77), energy: [E.lightning, E.lightning] } }, { active: swsh1(9) }],
      })
      d.pick('Attack: Shocking Needles')
      expect(active(d.state, 1).damage, `${flips}`).toBe(dmg)
      expect(active(d.state, 1).conditions.rotation, `${flips}`).toBe(paralyzed ? 'paralyzed' : null)
    }
  })
})
