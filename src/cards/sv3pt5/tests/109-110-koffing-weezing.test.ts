import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, sv } from './helpers'

const weezing = { card: [sv(109), sv(110)] }

describe('sv3pt5-109 Koffing', () => {
  it("Suspicious Gas: 20 damage and the opponent's Active Pokémon is Confused", () => {
    const d = game({ players: [{ active: { card: sv(109), energy: [E.darkness, E.darkness] } }, { active: sv(83) }] })
    d.pick('Attack: Suspicious Gas')
    expect(active(d.state, 1).damage).toBe(20)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })
})

describe('sv3pt5-110 Weezing', () => {
  it("Spinning Fumes: 50 to the Active and 10 to each of the opponent's Benched Pokémon", () => {
    const d = game({
      players: [
        { active: { ...weezing, energy: [E.darkness, E.darkness] } },
        { active: sv(83), bench: [sv(96), sv(77)] },
      ],
    })
    d.pick('Attack: Spinning Fumes')
    expect(active(d.state, 1).damage).toBe(50)
    // Drowzee is weak to Darkness, but not on the Bench.
    expect(bench(d.state, 1, 0).damage).toBe(10)
    expect(bench(d.state, 1, 1).damage).toBe(10)
  })

  for (const heads of [true, false]) {
    it(`Let's Have a Blast: Knocked Out by an attack while Active, ${heads ? 'heads: the attacker is Knocked Out too' : 'tails: the attacker stays'}`, () => {
      const d = game({
        current: 1,
        flips: [heads],
        players: [
          { active: { ...weezing, damage: 100 }, bench: [sv(96)] },
          { active: { card: sv(92), energy: [E.psychic] }, bench: [sv(96)] },
        ],
      })
      d.pick('Attack: Suffocating Gas')
      expect(pile(d.state, 0, 'discard')).toContain(sv(110))
      expect(pile(d.state, 1, 'discard').includes(sv(92))).toBe(heads)
      expect(d.events.filter((e) => e.type === 'coin' && e.reason === "Let's Have a Blast")).toHaveLength(1)
    })
  }

  it("Let's Have a Blast: no flip when Knocked Out on the Bench", () => {
    const d = game({
      current: 1,
      players: [
        { active: sv(96), bench: [{ ...weezing, damage: 100 }] },
        { active: { ...weezing, energy: [E.darkness, E.darkness] } },
      ],
    })
    d.pick('Attack: Spinning Fumes')
    expect(pile(d.state, 0, 'discard')).toContain(sv(110))
    expect(d.events.some((e) => e.type === 'coin')).toBe(false)
    expect(active(d.state, 1).damage).toBe(0)
  })
})
