import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2, top } from './helpers'

describe('swsh2-20 Applin', () => {
  it('Continuous Tumble: 10 + 30 for each heads before the first tails', () => {
    const d = game({
      flips: [true, true, false],
      players: [{ active: { card: swsh2(20), energy: [E.grass, E.fire] } }, { active: swsh2(6) }],
    })
    d.pick('Attack: Continuous Tumble')
    expect(active(d.state, 1).damage).toBe(70)
  })
})

describe('swsh2-21 Applin', () => {
  for (const heads of [true, false])
    it(`Withdraw, ${heads ? 'heads: no damage on the next turn' : 'tails: damaged as usual'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh2(21), energy: [E.fire] } }, { active: { card: swsh2(1), energy: [E.fire] } }],
      })
      d.pick('Attack: Withdraw').pick('Attack: Gnaw')
      expect(active(d.state, 0).damage).toBe(heads ? 0 : 10)
    })
})

describe('swsh2-22 Flapple', () => {
  it('Apple Drop: 2 damage counters on a chosen opposing Pokémon, then Flapple and its cards go into the deck', () => {
    const d = game({
      players: [
        { active: swsh2(12), bench: [{ card: [swsh2(21), swsh2(22)], energy: [E.grass] }], deck: [] },
        { active: swsh2(12), bench: [swsh2(1)] },
      ],
    })
    d.pick('Apple Drop').pick('Caterpie')
    expect(d.state.players[1].bench[0]!.damage).toBe(20)
    expect(d.state.players[0].bench).toHaveLength(0)
    expect(pile(d.state, 0, 'deck').sort()).toEqual([E.grass, swsh2(21), swsh2(22)].sort())
  })

  for (const heads of [true, false])
    it(`Acid Spray: 60 damage; ${heads ? 'heads: an Energy of the Defending Pokémon is discarded' : 'tails: none'}`, () => {
      const d = game({
        flips: [heads],
        players: [
          { active: { card: [swsh2(20), swsh2(22)], energy: [E.fire, E.fire] } },
          { active: { card: swsh2(6), energy: [E.water] } },
        ],
      })
      d.pick('Attack: Acid Spray')
      if (heads) d.pick('Water Energy')
      expect(active(d.state, 1).damage).toBe(60)
      expect(active(d.state, 1).energy).toHaveLength(heads ? 0 : 1)
    })
})

describe('swsh2-23 Appletun', () => {
  const start = (heads: boolean, bench = [swsh2(17), swsh2(2)]) =>
    game({
      flips: [heads],
      players: [
        { active: { card: [swsh2(20), swsh2(23)], energy: [E.grass, E.fire] } },
        { active: swsh2(12), bench: bench.map((c) => (c === swsh2(2) ? { card: [swsh2(1), swsh2(2)] } : c)) },
      ],
    })

  it('Delicious Aroma, heads: a chosen Benched Basic Pokémon (not an Evolution) becomes the Active', () => {
    const d = start(true).pick('Delicious Aroma')
    expect(d.labels()).toEqual(['Rillaboom V'])
    d.pick('Rillaboom V')
    expect(top(d.state, active(d.state, 1))).toBe(swsh2(17))
    expect(d.labels().some((l) => l.includes('Delicious Aroma'))).toBe(false)
  })

  it('Delicious Aroma, tails: nothing; not offered without a Benched Basic', () => {
    const d = start(false).pick('Delicious Aroma')
    expect(top(d.state, active(d.state, 1))).toBe(swsh2(12))
    expect(
      start(true, [swsh2(2)])
        .labels()
        .some((l) => l.includes('Delicious Aroma')),
    ).toBe(false)
  })

  it('Solar Beam 70', () => {
    const d = start(false).pick('Attack: Solar Beam')
    expect(active(d.state, 1).damage).toBe(70)
  })
})
