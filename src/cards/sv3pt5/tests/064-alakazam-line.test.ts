import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, sv, top } from './helpers'

describe('sv3pt5-64 Kadabra', () => {
  it('Teleportation Attack: 30 damage, then Kadabra switches with a Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: [sv(63), sv(64)], energy: [E.psychic] }, bench: [sv(66), sv(41)] },
        { active: sv(76) },
      ],
    })
    d.pick('Attack: Teleportation Attack').pick('Zubat')
    expect(active(d.state, 1).damage).toBe(30)
    expect(top(d.state, active(d.state, 0))).toBe(sv(41))
    expect(top(d.state, bench(d.state, 0, 1))).toBe(sv(64))
  })

  it('with an empty Bench it just does the damage', () => {
    const d = game({ players: [{ active: { card: [sv(63), sv(64)], energy: [E.psychic] } }, { active: sv(76) }] })
    d.pick('Attack: Teleportation Attack')
    expect(top(d.state, active(d.state, 0))).toBe(sv(64))
    expect(active(d.state, 1).damage).toBe(30)
  })
})

describe('sv3pt5-65 Alakazam ex', () => {
  const line = [sv(63), sv(64), sv(65)]

  it("Mind Jack: 90 plus 30 for each of the opponent's Benched Pokémon", () => {
    for (const n of [0, 1, 3]) {
      const d = game({
        players: [
          { active: { card: line, energy: [E.psychic, E.psychic] } },
          { active: sv(76), bench: [sv(66), sv(66), sv(66)].slice(0, n) },
        ],
      })
      d.pick('Attack: Mind Jack')
      expect(active(d.state, 1).damage).toBe(90 + 30 * n)
    }
  })

  it('Dimensional Hand from the Bench: 120 to the Defending Pokémon, and the turn ends', () => {
    const d = game({
      players: [
        { active: { card: sv(63), conditions: ['asleep'] }, bench: [{ card: line, energy: [E.psychic, E.psychic] }] },
        { active: sv(66), bench: [sv(63)] },
      ],
    })
    expect(menu(d)).toContain('Attack: Dimensional Hand (Benched Alakazam ex)')
    expect(menu(d).some((l) => l.includes('Mind Jack'))).toBe(false)
    d.pick('Attack: Dimensional Hand')
    // Machop (70 HP, weak to Psychic) is Knocked Out.
    expect(pile(d.state, 1, 'discard')).toContain(sv(66))
    expect(d.decision.ask).toBe('take-prize') // Abra was promoted; you take a Prize
  })

  it('Dimensional Hand from the Active Spot: 120', () => {
    const d = game({ players: [{ active: { card: line, energy: [E.psychic, E.psychic] } }, { active: sv(76) }] })
    d.pick('Attack: Dimensional Hand')
    expect(active(d.state, 1).damage).toBe(120)
  })

  it('gives 2 Prize cards when Knocked Out', () => {
    const d = game({
      players: [
        { active: { card: [sv(58), sv(59)], energy: [E.fire, E.fire, E.fire, E.fire] } },
        { active: { card: line, damage: 100 }, bench: [sv(63)] },
      ],
    })
    d.pick('Attack: Dynamite Fang')
    expect(pile(d.state, 1, 'discard')).toContain(sv(65))
    expect(d.decision.ask).toBe('take-prize')
    expect(d.decision.max).toBe(2)
  })
})
