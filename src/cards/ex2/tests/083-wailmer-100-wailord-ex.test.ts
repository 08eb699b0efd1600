import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, ss, stackOf } from './helpers'

const WAILORD = [ss(83), ss(100)]
const { water: W, fire: R } = E

describe('ex2-83 Wailmer', () => {
  it('Rollout does 20', () => {
    const d = game({ players: [{ active: { card: ss(83), energy: [R, R] } }, { active: 'base1-3' }] })
    d.pick('Attack: Rollout')
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Super Hypno Wave: 30, and the Defending Pokémon is now Asleep', () => {
    // Tails at Pokémon Checkup: it stays Asleep.
    const d = game({
      flips: [false],
      players: [{ active: { card: ss(83), energy: [W, R, R] } }, { active: 'base1-3' }],
    })
    d.pick('Attack: Super Hypno Wave')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })
})

describe('ex2-100 Wailord ex', () => {
  it('evolves from Wailmer', () => {
    const d = game({ players: [{ active: { card: ss(83) }, hand: [ss(100)] }, { active: 'base1-3' }] })
    expect(menu(d)).toContain('Evolve Wailmer into Wailord ex')
  })

  it('Super Deep Dive: removes 3 damage counters from Wailord ex, then it switches with a Benched Pokémon', () => {
    const d = game({
      players: [{ active: { card: WAILORD, energy: [R], damage: 50 }, bench: [ss(75)] }, { active: 'base1-3' }],
    })
    d.pick('Attack: Super Deep Dive').pick('Sandshrew')
    expect(stackOf(d.state, active(d.state, 0))).toEqual([ss(75)])
    expect(stackOf(d.state, bench(d.state, 0, 0))).toEqual(WAILORD)
    expect(bench(d.state, 0, 0).damage).toBe(20)
  })

  it('2-on-2 (seed 003 Appendix A): Super Deep Dive from the second Active switches Wailord ex, not its partner', () => {
    const d = game({
      format: 'double',
      players: [
        { active: 'base1-46', secondActive: { card: WAILORD, energy: [R], damage: 50 }, bench: [ss(75)] },
        { active: 'base1-3' },
      ],
    })
    d.pick('Wailord ex: Attack: Super Deep Dive')
    expect(d.labels()).toEqual(['Sandshrew']) // which Benched Pokémon comes in; never "which Active goes"
    d.pick('Sandshrew')
    expect(d.state.players[0].bench.map((b) => stackOf(d.state, b))).toEqual([WAILORD])
    expect(bench(d.state, 0, 0).damage).toBe(20)
  })

  it('Super Deep Dive does nothing without a Benched Pokémon', () => {
    const d = game({ players: [{ active: { card: WAILORD, energy: [R], damage: 50 } }, { active: 'base1-3' }] })
    d.pick('Attack: Super Deep Dive')
    expect(active(d.state, 0).damage).toBe(50)
    expect(stackOf(d.state, active(d.state, 0))).toEqual(WAILORD)
  })

  for (const [counters, damage] of [
    [0, 100],
    [4, 60],
    [15, 0],
  ] as const)
    it(`Dwindling Wave: 100 minus 10 for each of its ${counters} damage counters (${damage})`, () => {
      const d = game({
        players: [
          { active: { card: WAILORD, energy: [W, W, W, R], damage: counters * 10 } },
          { active: { card: WAILORD } },
        ],
      })
      d.pick('Attack: Dwindling Wave')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
