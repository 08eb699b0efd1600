import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

describe('swsh1-71 Galvantula: Volt Wave', () => {
  it('60 damage; heads Paralyzes the Defending Pokémon, tails does not', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [
          { active: { card: [swsh1(70), swsh1(71)], energy: [E.lightning, E.lightning] } },
          { active: swsh1(9) },
        ],
      })
      d.pick('Attack: Volt Wave')
      expect(active(d.state, 1).damage).toBe(60)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })
})
