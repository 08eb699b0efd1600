import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2, top } from './helpers'

const evolveLabels = (labels: string[]) => labels.filter((l) => l.startsWith('Evolve'))

describe('swsh2-1 Caterpie, swsh2-2 Metapod: Adaptive Evolution', () => {
  it('on your first turn, Caterpie evolves into Metapod and Metapod into Butterfree, both that same turn', () => {
    const d = game({
      turn: 1,
      players: [{ active: { card: swsh2(1), playedTurn: 1 }, hand: [swsh2(2), swsh2(3)] }, { active: swsh2(12) }],
    })
    d.pick('Evolve Caterpie into Metapod')
    expect(top(d.state, active(d.state, 0))).toBe(swsh2(2))
    d.pick('Evolve Metapod into Butterfree')
    expect(top(d.state, active(d.state, 0))).toBe(swsh2(3))
  })

  it('a Caterpie put onto the Bench this turn may evolve at once; a Pokémon without the Ability may not', () => {
    const d = game({
      players: [{ active: swsh2(12), hand: [swsh2(1), swsh2(2), swsh2(13)] }, { active: swsh2(12) }],
    })
    expect(evolveLabels(d.labels())).toEqual(['Evolve Snover into Abomasnow'])
    d.pick('Put Caterpie on the Bench')
    d.pick('Evolve Caterpie into Metapod')
    expect(top(d.state, d.state.players[0].bench[0]!)).toBe(swsh2(2))
  })

  it('without Adaptive Evolution, a Basic played on your first turn cannot evolve', () => {
    const d = game({
      turn: 1,
      players: [{ active: { card: swsh2(12), playedTurn: 1 }, hand: [swsh2(13)] }, { active: swsh2(12) }],
    })
    expect(evolveLabels(d.labels())).toEqual([])
  })

  it('Gnaw 10, Ram 20', () => {
    const d = game({
      players: [
        { active: { card: swsh2(1), energy: [E.fire] } },
        { active: { card: [swsh2(1), swsh2(2)], energy: [E.fire, E.fire] } },
      ],
    })
    d.pick('Attack: Gnaw')
    expect(active(d.state, 1).damage).toBe(10)
    d.pick('Attack: Ram')
    expect(active(d.state, 0).damage).toBe(20)
  })
})

describe('swsh2-3 Butterfree', () => {
  it('Panic Poison: 30 damage, then Burned, Confused and Poisoned (the Checkup adds 10 + 20)', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: [swsh2(1), swsh2(2), swsh2(3)], energy: [E.grass] } }, { active: swsh2(12) }],
    })
    d.pick('Attack: Panic Poison')
    const a = active(d.state, 1)
    expect(a.damage).toBe(30 + 10 + 20)
    expect(a.conditions).toMatchObject({ burned: true, poisoned: true })
    expect(a.conditions.rotation).toBe('confused')
  })
})
