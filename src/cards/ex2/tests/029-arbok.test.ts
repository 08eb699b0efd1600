/** EX Sandstorm ex2-29 Arbok. Interpretations: docs/rulings/ex2-pokemon.md. */
import { describe, expect, it } from 'vitest'
import type { SideSpec } from '../../../engine/testing/scenario'
import { E, active, game, ss } from './helpers'

const ARBOK = [ss(64), ss(29)]
/** Blastoise: 100 HP, weak to Lightning, no Resistance. */
const TARGET = 'base1-2'
/** EX Ruby & Sapphire's Makuhita (Low Kick, 30 for Fighting and Colorless). */
const MAKUHITA = 'ex1-57'

describe('ex2-29 Arbok', () => {
  it('Toxic: 20 damage, Poisoned, and the Poison puts 2 damage counters on it between turns', () => {
    const d = game({
      players: [{ active: { card: ARBOK, energy: [E.grass, E.grass, E.grass] } }, { active: TARGET }],
    })
    d.pick('Attack: Toxic')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    // 20 from the attack, then 20 from the Pokémon Checkup between turns.
    expect(active(d.state, 1).damage).toBe(40)
  })

  it("Intimidating Fang (Poké-Body): the Active Arbok takes 10 less from the opponent's attacks", () => {
    const sides: [SideSpec, number][] = [
      [{ active: { card: ARBOK } }, 20],
      // From the Bench it does nothing for the Active Blastoise.
      [{ active: { card: TARGET }, bench: [{ card: ARBOK }] }, 30],
    ]
    for (const [side, damage] of sides) {
      const d = game({ players: [{ active: { card: MAKUHITA, energy: [E.fighting, E.fighting] } }, side] })
      d.pick('Attack: Low Kick')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })

  it('Intimidating Fang in a 2-on-2 Battle: the other Active takes 10 less before Weakness (seed 003 Appendix A)', () => {
    // "Any damage done to your Pokémon by an opponent's attack is reduced by 10 (before applying Weakness and
    // Resistance)." Sandslash's Sand Swirl does 20 to each Defending Pokémon: 10 to Arbok, (20 − 10) × 2 = 20 to the
    // Fighting-weak Snorlax VMAX beside it (not 20 × 2 − 10 = 30).
    const d = game({
      format: 'double',
      players: [
        { active: { card: [ss(75), ss(21)], energy: [E.fighting, E.fighting] } },
        { active: { card: ARBOK }, secondActive: { card: ['swsh1-141', 'swsh1-142'] } },
      ],
    })
    d.pick('Attack: Sand Swirl on Arbok')
    const p = d.state.players[1]
    expect([p.active!.damage, p.secondActive!.damage]).toEqual([10, 20])
  })
})
