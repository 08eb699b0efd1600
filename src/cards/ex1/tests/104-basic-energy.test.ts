/** EX Ruby & Sapphire basic Energy 104–109: each pays for its own type and for no other. */
import { describe, expect, it } from 'vitest'
import { hasAttack } from '../../../engine/testing/menu'
import { E, game } from './helpers'

/** A Base Set Basic whose attack costs the Energy type (Ember is Fire + Colorless). */
const PAYS: [energy: string, type: string, card: string, attack: string, copies: number][] = [
  [E.grass, 'grass', 'base1-45', 'String Shot', 1],
  [E.fighting, 'fighting', 'base1-52', 'Low Kick', 1],
  [E.water, 'water', 'base1-63', 'Bubble', 1],
  [E.psychic, 'psychic', 'base1-43', 'Psyshock', 1],
  [E.fire, 'fire', 'base1-46', 'Ember', 2],
  [E.lightning, 'lightning', 'base1-20', 'Thundershock', 1],
]

describe('ex1 104–109: basic Energy', () => {
  for (const [energy, type, card, name, copies] of PAYS) {
    it(`${energy} (${type}) pays for ${name}`, () => {
      const d = game({
        players: [{ active: { card, energy: Array(copies).fill(energy) } }, { active: { card: 'base1-63' } }],
      })
      expect(hasAttack(d, name)).toBe(true)
    })
    it(`${energy} does not pay for another type's cost`, () => {
      const other = energy === E.water ? E.grass : E.water
      const d = game({
        players: [{ active: { card, energy: Array(copies).fill(other) } }, { active: { card: 'base1-63' } }],
      })
      expect(hasAttack(d, name)).toBe(false)
    })
  }
})
