import { describe, expect, it } from 'vitest'
import { E, active, game, ss } from './helpers'

describe('ex2-75 Sandshrew, Poison Needle', () => {
  for (const heads of [true, false])
    it(`does 10 damage; ${heads ? 'heads: the Defending Pokémon is now Poisoned' : 'tails: no Poison'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: ss(75), energy: [E.fighting] } }, { active: ss(75) }],
      })
      d.pick('Attack: Poison Needle')
      // The attack's 10, and Poison's damage counter in the Pokémon Checkup that follows the attack.
      expect(active(d.state, 1).damage).toBe(heads ? 20 : 10)
      expect(active(d.state, 1).conditions.poisoned).toBe(heads)
    })
})
