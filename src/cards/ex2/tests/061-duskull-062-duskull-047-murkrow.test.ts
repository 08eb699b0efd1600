import { describe, expect, it } from 'vitest'
import { E, active, bench, game, ss } from './helpers'

const { psychic: P, fire: R } = E
const DARK = 'sve-7'

describe('ex2-62 Duskull', () => {
  it('Haunt: 1 damage counter on the Defending Pokémon, whatever its Resistance', () => {
    // Chansey resists Psychic: counters are not damage.
    const d = game({ players: [{ active: { card: ss(62), energy: [P] } }, { active: 'base1-3' }] })
    d.pick('Attack: Haunt')
    expect(active(d.state, 1).damage).toBe(10)
  })

  it("Dark Mind: 10 to the Defending Pokémon and 10 to 1 of the opponent's Benched Pokémon", () => {
    const d = game({
      players: [{ active: { card: ss(62), energy: [R, R] } }, { active: 'base1-2', bench: [ss(75), 'base1-56'] }],
    })
    d.pick('Attack: Dark Mind').pick('Onix')
    expect(active(d.state, 1).damage).toBe(10)
    expect([bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([0, 10])
  })
})

describe('ex2-61 Duskull', () => {
  for (const heads of [true, false])
    it(`Confuse Ray: ${heads ? 'heads, Confused' : 'tails, nothing'}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: ss(61), energy: [P] } }, { active: 'base1-2' }] })
      d.pick('Attack: Confuse Ray')
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'confused' : null)
    })
})

describe('ex2-47 Murkrow', () => {
  it('Dark Mind: 20 to the Defending Pokémon, 10 to a Benched one', () => {
    const d = game({
      players: [{ active: { card: ss(47), energy: [DARK, R] } }, { active: 'base1-2', bench: [ss(75)] }],
    })
    d.pick('Attack: Dark Mind').pick('Sandshrew')
    expect(active(d.state, 1).damage).toBe(20)
    expect(bench(d.state, 1, 0).damage).toBe(10)
  })
})
