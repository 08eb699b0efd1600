import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, ss } from './helpers'

const LAIRON = [ss(56), ss(41)]
const AGGRON = [ss(56), ss(41), ss(95)]
const { metal: M, fire: R } = E

describe('ex2-56 Aron', () => {
  for (const heads of [true, false])
    it(`Steel Headbutt: ${heads ? 'heads, 20 plus 20' : 'tails, 20'}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: ss(56), energy: [M, R] } }, { active: 'base1-3' }] })
      d.pick('Attack: Steel Headbutt')
      expect(active(d.state, 1).damage).toBe(heads ? 40 : 20)
    })
})

describe('ex2-41 Lairon', () => {
  for (const heads of [true, false])
    it(`Iron Defense: ${heads ? "heads, the opponent's next attack does nothing to Lairon" : 'tails, no protection'}`, () => {
      const d = game({
        flips: [heads],
        players: [
          { active: { card: LAIRON, energy: [R] } },
          { active: { card: 'base1-58', energy: [E.lightning, R] } },
        ],
      })
      d.pick('Attack: Iron Defense')
      d.pick('Attack: Thunder Jolt')
      expect(active(d.state, 0).damage).toBe(heads ? 0 : 30)
    })

  it('Headbutt does 50', () => {
    const d = game({ players: [{ active: { card: LAIRON, energy: [M, R, R] } }, { active: 'base1-3' }] })
    d.pick('Attack: Headbutt')
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('ex2-95 Aggron ex', () => {
  it('evolves from Lairon', () => {
    const d = game({ players: [{ active: { card: LAIRON }, hand: [ss(95)] }, { active: 'base1-3' }] })
    expect(menu(d)).toContain('Evolve Lairon into Aggron ex')
  })

  for (const damaged of [true, false])
    it(`Rend: 30${damaged ? ' plus 30 against a damaged Defending Pokémon' : ''}`, () => {
      const d = game({
        players: [
          { active: { card: AGGRON, energy: [R, R, R] } },
          { active: { card: 'base1-3', damage: damaged ? 10 : 0 } },
        ],
      })
      d.pick('Attack: Rend')
      expect(active(d.state, 1).damage).toBe(damaged ? 70 : 30)
    })

  it("Metal Surge: 50, and 20 to each of the opponent's Benched Pokémon without Weakness", () => {
    const d = game({
      players: [
        { active: { card: AGGRON, energy: [M, M, R, R, R] }, bench: [ss(75)] },
        { active: 'base1-3', bench: ['base1-56', 'base1-46'] },
      ],
    })
    d.pick('Attack: Metal Surge')
    expect(active(d.state, 1).damage).toBe(50)
    expect([bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([20, 20])
    expect(bench(d.state, 0, 0).damage).toBe(0)
  })
})
