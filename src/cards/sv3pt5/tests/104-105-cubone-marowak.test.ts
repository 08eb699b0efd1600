import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, sv } from './helpers'

const marowak = (energy: string[]) => ({ card: [sv(104), sv(105)], energy })
// Muk: 150 HP, Darkness, Weakness Fighting (×2).
const muk = { card: [sv(88), sv(89)] }
// Kingler: 140 HP, Water, Weakness Lightning: no Weakness to Fighting.
const kingler = { card: [sv(98), sv(99)] }

describe('sv3pt5-104 Cubone', () => {
  for (const [flips, damage] of [
    [[true, true], 20],
    [[true, false], 10],
    [[false, false], 0],
  ] as const) {
    it(`Hit Twice: ${flips.filter(Boolean).length} heads → ${damage} damage`, () => {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: sv(104), energy: [E.fighting] } }, { active: kingler }],
      })
      d.pick('Attack: Hit Twice')
      expect(active(d.state, 1).damage).toBe(damage)
    })
  }

  it("Cheering Bone: a Benched Cubone adds 30 to Marowak's damage to the Active, before Weakness", () => {
    const d = game({
      players: [
        { active: marowak([E.fighting]), bench: [sv(104)] },
        { active: muk, bench: [sv(96)] },
      ],
    })
    d.pick('Attack: Bone Throw').pick('Drowzee')
    // (30 + 30) × 2 = 120 to the Active; the Benched target gets only 30.
    expect(active(d.state, 1).damage).toBe(120)
    expect(bench(d.state, 1, 0).damage).toBe(30)
  })

  it('Cheering Bone: two Benched Cubone add 60', () => {
    const d = game({ players: [{ active: marowak([E.fighting]), bench: [sv(104), sv(104)] }, { active: kingler }] })
    d.pick('Attack: Bone Throw')
    expect(active(d.state, 1).damage).toBe(90)
  })

  it('Cheering Bone does nothing for other Pokémon, nor from the Active Spot', () => {
    const other = game({
      players: [
        { active: { card: sv(111), energy: [E.fighting, E.fighting, E.fighting] }, bench: [sv(104)] },
        { active: kingler },
      ],
    })
    other.pick('Attack: Boulder Crush')
    expect(active(other.state, 1).damage).toBe(70)
    const self = game({
      flips: [true, true],
      players: [{ active: { card: sv(104), energy: [E.fighting] }, bench: [sv(104)] }, { active: kingler }],
    })
    self.pick('Attack: Hit Twice')
    expect(active(self.state, 1).damage).toBe(20)
  })
})

describe('sv3pt5-105 Marowak', () => {
  it('Bone Throw: 30 to the Active (Weakness) and 30 to a Benched Pokémon (no Weakness)', () => {
    // Benched Muk is weak to Fighting, but not on the Bench.
    const d = game({ players: [{ active: marowak([E.fighting]) }, { active: kingler, bench: [muk] }] })
    d.pick('Attack: Bone Throw').pick('Muk')
    expect(active(d.state, 1).damage).toBe(30)
    expect(bench(d.state, 1, 0).damage).toBe(30)
  })

  it('Bone Throw with an empty Bench: only the Active is hit', () => {
    const d = game({ players: [{ active: marowak([E.fighting]) }, { active: muk }] })
    d.pick('Attack: Bone Throw')
    expect(active(d.state, 1).damage).toBe(60)
  })

  it("Boundless Power: 120 damage, and Marowak can't attack during your next turn (the turn after, it can)", () => {
    const d = game({ players: [{ active: marowak([E.fighting, E.fighting]) }, { active: kingler }] })
    d.pick('Attack: Boundless Power')
    expect(active(d.state, 1).damage).toBe(120)
    d.pick('End turn')
    expect(menu(d).filter((l) => l.startsWith('Attack:'))).toEqual([])
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Boundless Power')
  })

  it('Boundless Power: the lock ends when Marowak goes to the Bench', () => {
    const d = game({
      players: [
        { active: marowak([E.fighting, E.fighting, E.fighting, E.fighting]), bench: [sv(96)] },
        { active: kingler },
      ],
    })
    d.pick('Attack: Boundless Power').pick('End turn')
    d.pick('Retreat to Drowzee')
    expect(bench(d.state, 0, 0).markers).toEqual([])
  })
})
