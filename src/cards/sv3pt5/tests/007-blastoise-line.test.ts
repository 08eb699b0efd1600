import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, sv } from './helpers'

const BLASTOISE = [sv(7), sv(8), sv(9)]

describe('sv3pt5-7 Squirtle', () => {
  it("Withdraw, heads: no damage from attacks during the opponent's next turn, then it ends", () => {
    const d = game({
      flips: [true],
      players: [
        { active: { card: sv(7), energy: [E.water] } },
        { active: { card: sv(25), energy: [E.lightning, E.lightning, E.lightning] } },
      ],
    })
    d.pick('Attack: Withdraw')
    d.pick('Attack: Pika Punch')
    expect(active(d.state, 0).damage).toBe(0)
    // Seat 0's turn again: the protection is gone.
    expect(active(d.state, 0).markers).toEqual([])
  })

  it('Withdraw, tails: no protection', () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: sv(7), energy: [E.water] } },
        { active: { card: sv(25), energy: [E.lightning, E.lightning, E.lightning] } },
      ],
    })
    d.pick('Attack: Withdraw').pick('Attack: Pika Punch')
    // 50 ×2 (Weakness to Lightning) Knocks Out the 60-HP Squirtle.
    expect(pile(d.state, 0, 'discard')).toContain(sv(7))
  })
})

describe('sv3pt5-8 Wartortle', () => {
  it('Free Diving puts up to 3 Basic Water Energy cards from the discard pile into the hand', () => {
    const d = game({
      players: [
        {
          active: { card: [sv(7), sv(8)], energy: [E.water] },
          discard: [E.water, E.water, E.water, E.water, E.fire],
          hand: [],
        },
        { active: sv(13) },
      ],
    })
    d.pick('Attack: Free Diving')
    expect(d.labels()).toEqual(['Basic Water Energy', 'Basic Water Energy', 'Basic Water Energy', 'Basic Water Energy'])
    d.pickIndices([0, 1, 2])
    expect(pile(d.state, 0, 'discard')).toEqual([E.water, E.fire])
    expect(pile(d.state, 0, 'hand').filter((c) => c === E.water).length).toBe(3)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Spinning Attack: 50 damage', () => {
    const d = game({ players: [{ active: { card: [sv(7), sv(8)], energy: [E.water, E.water] } }, { active: sv(31) }] })
    d.pick('Attack: Spinning Attack')
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('sv3pt5-9 Blastoise ex', () => {
  it('Solid Shell: 30 less damage from attacks, after Weakness', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: BLASTOISE } },
        { active: { card: sv(25), energy: [E.lightning, E.lightning, E.lightning] } },
      ],
    })
    d.pick('Attack: Pika Punch')
    expect(active(d.state, 0).damage).toBe(70)
  })

  it('Solid Shell: 30 less damage from any attack, its own side\'s too (the card says "from attacks", not "from your opponent\'s")', () => {
    // swsh2-100 Whiscash's Earthquake: 140, and 20 to each of its own Benched Pokémon.
    const d = game({
      players: [
        {
          active: { card: ['swsh2-99', 'swsh2-100'], energy: [E.fighting, E.fighting] },
          bench: [{ card: BLASTOISE }, { card: sv(7) }],
        },
        { active: { card: sv(143) } },
      ],
    })
    d.pick('Attack: Earthquake')
    expect(bench(d.state, 0, 0).damage).toBe(0) // 20 − 30, never below 0
    expect(bench(d.state, 0, 1).damage).toBe(20) // Squirtle: no Ability
  })

  it('Twin Cannons: 140 for each Basic Water Energy card discarded from the hand (1 or 2: rules.md WD-1)', () => {
    for (const n of [1, 2]) {
      const d = game({
        players: [
          { active: { card: BLASTOISE, energy: [E.water, E.water] }, hand: [E.water, E.water, E.water, E.fire] },
          { active: { card: [sv(1), sv(2), sv(3)] } },
        ],
      })
      d.pick('Attack: Twin Cannons')
      // Only the Basic Water Energy cards are offered.
      expect(d.labels()).toEqual(['Basic Water Energy', 'Basic Water Energy', 'Basic Water Energy'])
      expect(d.tryPick([])).toBeTruthy() // "up to 2" is 1 or 2, not none
      d.pickIndices([0, 1].slice(0, n))
      expect(active(d.state, 1).damage).toBe(140 * n)
      expect(pile(d.state, 0, 'discard')).toEqual(Array(n).fill(E.water))
      expect(energyOf(d.state, active(d.state, 0))).toEqual([E.water, E.water])
    }
  })

  it('Twin Cannons with no Basic Water Energy card in the hand: no question, no damage', () => {
    const d = game({
      players: [
        { active: { card: BLASTOISE, energy: [E.water, E.water] }, hand: [E.fire] },
        { active: { card: [sv(1), sv(2), sv(3)] } },
      ],
    })
    d.pick('Attack: Twin Cannons')
    expect(active(d.state, 1).damage).toBe(0)
    expect(d.state.current).toBe(1)
  })
})
