import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, ss } from './helpers'

const XATU = [ss(69), ss(55)]
const HEAL = 'Use Healing Wind'
const { psychic: P, fire: R } = E

describe('ex2-69 Natu', () => {
  it('Peck does 10', () => {
    const d = game({ players: [{ active: { card: ss(69), energy: [R] } }, { active: 'base1-2' }] })
    d.pick('Attack: Peck')
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('Soothing Wave: the Defending Pokémon is now Asleep', () => {
    const d = game({ flips: [false], players: [{ active: { card: ss(69), energy: [P] } }, { active: 'base1-2' }] })
    d.pick('Attack: Soothing Wave')
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })
})

describe('ex2-55 Xatu, Healing Wind', () => {
  it('removes 1 damage counter from the Active Pokémon, once a turn, from the Bench too', () => {
    const d = game({
      players: [{ active: { card: ss(75), damage: 30 }, bench: [{ card: XATU, damage: 20 }] }, { active: 'base1-2' }],
    })
    d.pick(HEAL)
    expect(active(d.state, 0).damage).toBe(20)
    expect(bench(d.state, 0, 0).damage).toBe(20)
    expect(menu(d)).not.toContain(HEAL)
  })

  it('is not offered when the Active Pokémon has no damage counter', () => {
    const d = game({ players: [{ active: { card: XATU, energy: [] } }, { active: 'base1-2' }] })
    expect(menu(d)).not.toContain(HEAL)
  })

  for (const cond of ['poisoned', 'asleep'] as const)
    it(`can't be used while Xatu is ${cond}`, () => {
      const d = game({ players: [{ active: { card: XATU, damage: 20, conditions: [cond] } }, { active: 'base1-2' }] })
      expect(menu(d)).not.toContain(HEAL)
    })

  it("Psyimpact: 1 damage counter on each of the opponent's Pokémon", () => {
    const d = game({
      players: [{ active: { card: XATU, energy: [P, R] } }, { active: 'base1-3', bench: [ss(75), ss(85)] }],
    })
    d.pick('Attack: Psyimpact')
    expect([active(d.state, 1).damage, bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([10, 10, 10])
  })
})
