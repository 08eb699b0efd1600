/** ex2 attacks that only do their printed damage, each against Blastoise (no Weakness or Resistance to them). */
import { describe, expect, it } from 'vitest'
import { E, active, game, ss } from './helpers'

const TARGET = 'base1-2'
const { fighting: F, fire: R, grass: G, water: W } = E

const PLAIN: [card: string | string[], attack: string, energy: string[], damage: number][] = [
  [[ss(92), ss(42), ss(3)], 'Spiral Drain', [G, R, R], 50],
  [[ss(65), ss(15)], 'Burn Up', [R, R, R], 60],
  [[ss(76), ss(48)], 'Razor Leaf', [G, R, R], 40],
  [[ss(59), ss(51)], 'Slash', [R, R], 20],
  [ss(57), 'Light Punch', [R], 10],
  [ss(59), 'Tackle', [R], 10],
  [ss(65), 'Flare', [R, R], 20],
  [ss(66), 'Ram', [R], 10],
  [ss(85), 'Headbutt', [R, R], 20],
  [[ss(75), ss(21)], 'Earthquake', [F, R, R], 60],
  [[ss(66), ss(45)], 'Double Scratch', [W, R], 0],
]

describe('ex2: attacks with printed damage only', () => {
  for (const [card, name, energy, damage] of PLAIN)
    it(`${Array.isArray(card) ? card.at(-1) : card} ${name}: ${damage}`, () => {
      // Burn Up's coin and Double Scratch's coins come up heads / tails as needed for the printed damage alone.
      const d = game({
        flips: name === 'Double Scratch' ? [false, false] : [true],
        players: [{ active: { card, energy } }, { active: TARGET }],
      })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
