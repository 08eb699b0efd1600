import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2, top } from './helpers'

describe('swsh2-4 Scyther', () => {
  it('Swords Dance: on its next turn Blinding Scythe does 20 + 70', () => {
    const d = game({
      players: [{ active: { card: swsh2(4), energy: [E.fire] } }, { active: { card: swsh2(6), energy: [E.fire] } }],
    })
    d.pick('Attack: Swords Dance')
    expect(active(d.state, 1).damage).toBe(0)
    d.pick('End turn')
    d.pick('Attack: Blinding Scythe')
    expect(active(d.state, 1).damage).toBe(90)
  })

  it('without Swords Dance, or on the turn after next, Blinding Scythe does 20', () => {
    const d = game({
      players: [{ active: { card: swsh2(4), energy: [E.fire] } }, { active: { card: swsh2(6), energy: [E.fire] } }],
    })
    d.pick('Attack: Blinding Scythe')
    expect(active(d.state, 1).damage).toBe(20)
    d.pick('End turn')
    d.pick('Attack: Swords Dance').pick('End turn').pick('End turn').pick('End turn')
    d.pick('Attack: Blinding Scythe')
    expect(active(d.state, 1).damage).toBe(40)
  })
})

describe('swsh2-5 Shuckle', () => {
  it('Berry Picking shuffles up to 5 chosen basic Energy cards from the discard pile into the deck', () => {
    const d = game({
      players: [
        {
          active: { card: swsh2(5), energy: [E.fire] },
          discard: [E.grass, E.grass, E.water, E.water, E.fire, E.fire, swsh2(12)],
          deck: [],
        },
        { active: swsh2(12) },
      ],
    })
    d.pick('Attack: Berry Picking')
    expect(d.labels()).not.toContain('Snover')
    expect(d.decision.max).toBe(5)
    d.pick('Grass Energy', 'Grass Energy', 'Water Energy')
    expect(pile(d.state, 0, 'deck').sort()).toEqual([E.grass, E.grass, E.water].sort())
    expect(pile(d.state, 0, 'discard')).toHaveLength(4)
  })

  for (const heads of [true, false])
    it(`Bind: 50 damage; ${heads ? 'heads: Paralyzed' : 'tails: not Paralyzed'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh2(5), energy: [E.grass, E.fire, E.fire] } }, { active: swsh2(12) }],
      })
      d.pick('Attack: Bind')
      expect(active(d.state, 1).damage).toBe(50)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })
})

describe('swsh2-6 Heracross', () => {
  it('Push Down: 30 damage, then the opponent chooses which Benched Pokémon comes in', () => {
    const d = game({
      players: [
        { active: { card: swsh2(6), energy: [E.fire, E.fire] } },
        { active: swsh2(12), bench: [swsh2(1), swsh2(4)] },
      ],
    })
    d.pick('Attack: Push Down')
    expect(d.decision.seat).toBe(1)
    d.pick('Scyther')
    expect(top(d.state, active(d.state, 1))).toBe(swsh2(4))
    expect(d.state.players[1].bench.find((s) => top(d.state, s) === swsh2(12))!.damage).toBe(30)
  })

  it('Push Down with no Bench only damages; Superpowered Horns does 110', () => {
    const d = game({
      players: [
        { active: { card: swsh2(6), energy: [E.grass, E.grass, E.fire] } },
        { active: { card: swsh2(6), energy: [E.fire, E.fire] } },
      ],
    })
    d.pick('Attack: Superpowered Horns')
    expect(active(d.state, 1).damage).toBe(110)
    d.pick('Attack: Push Down')
    expect(active(d.state, 0).damage).toBe(30)
    expect(d.decision.ask).toBe('main')
  })
})
