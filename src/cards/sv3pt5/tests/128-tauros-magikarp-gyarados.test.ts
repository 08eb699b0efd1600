import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, sv, top } from './helpers'

describe('sv3pt5-128 Tauros', () => {
  it('Gather the Crew puts a Basic Pokémon from the deck onto the Bench (not an Evolution)', () => {
    const d = game({
      players: [
        { active: { card: sv(128), energy: [E.fire] }, deck: [sv(134), sv(129), E.water] },
        { active: sv(143) },
      ],
    })
    d.pick('Attack: Gather the Crew')
    expect(d.labels()).toEqual(['Magikarp'])
    d.pick('Magikarp')
    expect(top(d.state, bench(d.state, 0, 0))).toBe(sv(129))
    expect(d.state.players[0].deck.length).toBe(2)
  })

  it('Gather the Crew with a full Bench finds nothing', () => {
    const d = game({
      players: [
        {
          active: { card: sv(128), energy: [E.fire] },
          bench: Array.from({ length: 5 }, () => sv(129)),
          deck: [sv(129)],
        },
        { active: sv(143) },
      ],
    })
    d.pick('Attack: Gather the Crew')
    expect(d.state.players[0].bench.length).toBe(5)
    expect(d.state.turn).toBe(4)
  })

  it('Rage does 30 plus 10 for each damage counter on Tauros', () => {
    const d = game({
      players: [{ active: { card: sv(128), energy: [E.fire, E.fire], damage: 40 } }, { active: sv(143) }],
    })
    d.pick('Attack: Rage')
    expect(active(d.state, 1).damage).toBe(70)
  })
})

describe('sv3pt5-129 Magikarp', () => {
  it('Splashy Splash draws a card for each heads before the first tails', () => {
    for (const [flips, drawn] of [
      [[true, true, false], 2],
      [[false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [
          { active: { card: sv(129), energy: [E.water] }, deck: [E.grass, E.grass, E.grass] },
          { active: sv(143) },
        ],
      })
      d.pick('Attack: Splashy Splash')
      expect(d.state.players[0].hand.length).toBe(drawn)
    }
  })
})

describe('sv3pt5-130 Gyarados', () => {
  it('Untamed One: evolving from the hand discards the top 5 cards of the deck', () => {
    const deck = [E.grass, E.grass, E.grass, E.grass, E.grass, E.water, E.water]
    const d = game({ players: [{ active: sv(129), hand: [sv(130)], deck }, { active: sv(143) }] })
    d.pick('Evolve Magikarp into Gyarados')
    expect(pile(d.state, 0, 'discard')).toEqual([E.grass, E.grass, E.grass, E.grass, E.grass])
    expect(pile(d.state, 0, 'deck')).toEqual([E.water, E.water])
    expect(d.state.pending?.ask).toBe('main')
  })

  it('Untamed One with fewer than 5 cards discards the whole deck', () => {
    const d = game({ players: [{ active: sv(129), hand: [sv(130)], deck: [E.grass, E.grass] }, { active: sv(143) }] })
    d.pick('Evolve Magikarp into Gyarados')
    expect(d.state.players[0].deck.length).toBe(0)
  })

  it('Hyper Beam does 200 and discards an Energy of the Defending Pokémon', () => {
    const d = game({
      players: [
        { active: { card: [sv(129), sv(130)], energy: [E.water, E.water, E.water, E.water] } },
        { active: { card: sv(115), energy: [E.fire, E.grass] } },
      ],
    })
    d.pick('Attack: Hyper Beam').pick('Basic Grass Energy')
    expect(active(d.state, 1).damage).toBe(200)
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.fire])
  })
})
