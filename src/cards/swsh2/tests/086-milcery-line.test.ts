import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, swsh2 } from './helpers'

describe('swsh2-86 Milcery', () => {
  it('Aromatherapy heals 10 from each of your Pokémon', () => {
    const d = game({
      players: [
        { active: { card: swsh2(86), energy: [E.fire], damage: 20 }, bench: [{ card: swsh2(96), damage: 10 }] },
        { active: { card: swsh2(111), damage: 30 } },
      ],
    })
    d.pick('Attack: Aromatherapy')
    expect(active(d.state, 0).damage).toBe(10)
    expect(bench(d.state, 0, 0).damage).toBe(0)
    expect(active(d.state, 1).damage).toBe(30)
  })
})

describe('swsh2-87 Alcremie', () => {
  const ALCREMIE = [swsh2(86), swsh2(87)]

  it('Decorate: any basic Energy cards from the hand, to the Pokémon you choose', () => {
    const d = game({
      players: [
        { active: { card: ALCREMIE, energy: [E.fire] }, bench: [swsh2(96)], hand: [E.water, E.grass, swsh2(99)] },
        { active: swsh2(111) },
      ],
    })
    d.pick('Attack: Decorate')
    expect(d.labels()).toEqual(['Basic Water Energy', 'Basic Grass Energy'])
    d.pick('Basic Water Energy', 'Basic Grass Energy')
    d.pick('Alcremie').pick('Nosepass')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.water])
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.grass])
    expect(pile(d.state, 0, 'hand')).toEqual([swsh2(99)])
  })

  it('Draining Kiss: 50 damage and heals 30 from Alcremie', () => {
    const d = game({
      players: [{ active: { card: ALCREMIE, energy: [E.psychic, E.fire], damage: 40 } }, { active: swsh2(111) }],
    })
    d.pick('Attack: Draining Kiss')
    expect(active(d.state, 1).damage).toBe(50)
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('swsh2-88 Indeedee', () => {
  it('Replenish Time heals 30 from each of your Pokémon', () => {
    const d = game({
      players: [
        { active: { card: swsh2(88), energy: [E.fire], damage: 50 }, bench: [{ card: swsh2(96), damage: 20 }] },
        { active: swsh2(111) },
      ],
    })
    d.pick('Attack: Replenish Time')
    expect(active(d.state, 0).damage).toBe(20)
    expect(bench(d.state, 0, 0).damage).toBe(0)
  })

  it("Psybeam: 30 damage and the opponent's Active is Confused", () => {
    const d = game({ players: [{ active: { card: swsh2(88), energy: [E.psychic, E.fire] } }, { active: swsh2(111) }] })
    d.pick('Attack: Psybeam')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })
})
