import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'

const cases = [
  { id: ['base1-63', 'base1-42'], name: 'Withdraw', who: 'Wartortle', energy: [E.water, E.water] },
  { id: ['base1-45', 'base1-54'], name: 'Stiffen', who: 'Metapod', energy: [E.water, E.water] },
  { id: 'base1-63', name: 'Withdraw', who: 'Squirtle', energy: [E.water, E.water] },
]

describe.each(cases)('$who — $name', ({ id, name, energy }) => {
  // The opponent's Abra answers with Psyshock (10, flip for Paralysis).
  const start = (flips: boolean[], rules: 'classic1999' | 'modern' = 'classic1999') =>
    game({
      rules,
      flips,
      players: [
        { active: { card: id, energy }, bench: ['base1-61'] },
        { active: { card: 'base1-43', energy: [E.psychic] } },
      ],
    })

  it.each(both)('heads: attacks do no damage next turn, other effects still happen (%s)', (rules) => {
    const d = start([true, true], rules).pick(`Attack: ${name}`).pick('Attack: Psyshock')
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 0).conditions.rotation).toBe('paralyzed')
  })
  it('tails: damage is done as usual', () => {
    const d = start([false, false]).pick(`Attack: ${name}`).pick('Attack: Psyshock')
    expect(active(d.state, 0).damage).toBe(10)
  })
  it("lasts only through the opponent's next turn", () => {
    const d = start([true]).pick(`Attack: ${name}`).pick('End turn')
    expect(active(d.state, 0).markers).toEqual([])
  })
  it('a Whirlwind still switches it (damage prevented) and the protection ends on the Bench', () => {
    const d = game({
      flips: [true],
      players: [
        { active: { card: id, energy }, bench: ['base1-61'] },
        { active: { card: 'base1-57', energy: [E.water, E.water] } },
      ],
    })
    d.pick(`Attack: ${name}`).pick('Attack: Whirlwind').pick('Rattata')
    const benched = d.state.players[0].bench[0]!
    expect(benched.damage).toBe(0)
    expect(benched.markers).toEqual([])
  })
})

describe('Second attacks', () => {
  it('Wartortle Bite does 40', () => {
    const d = game({
      players: [
        { active: { card: ['base1-63', 'base1-42'], energy: [E.water, E.water, E.water] } },
        { active: 'base1-56' },
      ],
    })
    d.pick('Attack: Bite')
    expect(active(d.state, 1).damage).toBe(40)
  })
})
