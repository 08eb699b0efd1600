import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, sv } from './helpers'

describe('sv3pt5-44 Gloom / sv3pt5-45 Vileplume', () => {
  it('Semi-Blooming Energy: on evolving from the hand, attach Basic Energy from the top 3 cards, then shuffle', () => {
    const d = game({
      players: [
        { active: sv(43), bench: [sv(63)], hand: [sv(44)], deck: [E.grass, sv(63), E.water, E.fire, E.fire] },
        { active: sv(74) },
      ],
    })
    d.pick('Evolve Oddish into Gloom')
    d.pick('Yes')
    // The player sees the top 3 cards; only the two Energy among them are offered (the fourth card is not).
    const seen = d.events.find((e) => e.type === 'reveal' && e.to === 'self')
    expect(seen?.type === 'reveal' && seen.cards.map((c) => c.def)).toEqual([E.grass, sv(63), E.water])
    expect(d.labels()).toEqual(['Basic Grass Energy', 'Basic Water Energy'])
    d.pick('Basic Grass Energy', 'Basic Water Energy')
    d.pick('Gloom') // Grass onto Gloom
    d.pick('Abra') // Water onto Abra
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.grass])
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.water])
    expect(d.state.players[0].deck).toHaveLength(3)
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
  })

  it('the player may decline', () => {
    const d = game({ players: [{ active: sv(43), hand: [sv(44)], deck: [E.grass, E.grass] }, { active: sv(74) }] })
    d.pick('Evolve Oddish into Gloom').pick('No')
    expect(active(d.state, 0).energy).toHaveLength(0)
    expect(d.decision.ask).toBe('main')
  })

  it('Fully Blooming Energy looks at 8 cards and may attach several to one Pokémon', () => {
    const deck = [E.water, E.water, E.water, E.water, E.water, E.water, E.water, E.grass, E.grass]
    const d = game({ players: [{ active: { card: [sv(43), sv(44)] }, hand: [sv(45)], deck }, { active: sv(74) }] })
    d.pick('Evolve Gloom into Vileplume').pick('Yes')
    expect(d.labels()).toHaveLength(8) // the 9th card is not looked at
    d.pickIndices([0, 1, 7])
    d.pick('Vileplume').pick('Vileplume').pick('Vileplume')
    expect(energyOf(d.state, active(d.state, 0)).sort()).toEqual([E.grass, E.water, E.water].sort())
    expect(pile(d.state, 0, 'deck')).toHaveLength(6)
  })

  it('not when evolving by other means than from the hand: a Vileplume put on by the scenario attacks normally (Solar Beam 90)', () => {
    const d = game({
      players: [
        { active: { card: [sv(43), sv(44), sv(45)], energy: [E.grass, E.grass, E.grass] } },
        { active: sv(65) },
      ],
    })
    d.pick('Attack: Solar Beam')
    expect(active(d.state, 1).damage).toBe(90)
  })
})
