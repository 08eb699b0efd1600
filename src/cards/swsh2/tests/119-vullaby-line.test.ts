import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, swsh2 } from './helpers'

describe('swsh2-119 Vullaby', () => {
  it("Pluck: the opponent's Active loses its Tools, then takes 10", () => {
    const d = game({
      players: [
        { active: { card: swsh2(119), energy: [E.fire] } },
        { active: { card: swsh2(111), tools: [swsh2(157)] } },
      ],
    })
    d.pick('Attack: Pluck')
    expect(pile(d.state, 1, 'discard')).toEqual([swsh2(157)])
    expect(active(d.state, 1).damage).toBe(10)
  })
})

describe('swsh2-120 Mandibuzz', () => {
  const MANDIBUZZ = [swsh2(119), swsh2(120)]
  it('Bone Rush: 30 for each heads until tails', () => {
    const d = game({
      flips: [true, true, false],
      players: [{ active: { card: MANDIBUZZ, energy: [E.darkness] } }, { active: swsh2(111) }],
    })
    d.pick('Attack: Bone Rush')
    expect(active(d.state, 1).damage).toBe(60)
  })

  it('Blindside: 100 damage to a damaged Pokémon of the opponent, Benched ones without Weakness', () => {
    const d = game({
      players: [
        { active: { card: MANDIBUZZ, energy: [E.darkness, E.darkness] } },
        { active: swsh2(111), bench: [swsh2(100), { card: [swsh2(92), swsh2(93)], damage: 10 }] },
      ],
    })
    d.pick('Attack: Blindside')
    expect(d.labels()).toEqual(['Dragapult VMAX'])
    d.pick('Dragapult VMAX')
    expect(bench(d.state, 1, 1).damage).toBe(110)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Blindside with no damaged Pokémon does nothing', () => {
    const d = game({
      players: [{ active: { card: MANDIBUZZ, energy: [E.darkness, E.darkness] } }, { active: swsh2(111) }],
    })
    d.pick('Attack: Blindside')
    expect(active(d.state, 1).damage).toBe(0)
  })
})
