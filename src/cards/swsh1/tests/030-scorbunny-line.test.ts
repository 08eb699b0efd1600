import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, menu, pile, swsh1 } from './helpers'

const RABOOT = [swsh1(31), swsh1(33)]

describe('swsh1-32 Raboot: Flame Charge', () => {
  it('20 damage, then a Fire Energy card from the deck is attached to Raboot', () => {
    const d = game({
      players: [
        { active: { card: [swsh1(31), swsh1(32)], energy: [E.fire] }, deck: [E.water, E.fire] },
        { active: swsh1(24) },
      ],
    })
    d.pick('Attack: Flame Charge')
    expect(d.labels()).toEqual(['Basic Fire Energy'])
    d.pick('Basic Fire Energy')
    expect(active(d.state, 1).damage).toBe(20)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.fire])
    expect(pile(d.state, 0, 'deck')).toEqual([E.water])
  })
})

describe('swsh1-34 Cinderace: Libero', () => {
  const CINDERACE = [...RABOOT, swsh1(34)]

  it('after moving from the Bench to the Active Spot, attaches up to 2 Fire Energy cards from the discard pile, once', () => {
    const d = game({
      players: [
        {
          active: { card: swsh1(22), energy: [E.fire] },
          bench: [{ card: CINDERACE }],
          discard: [E.fire, E.fire, E.fire],
        },
        { active: swsh1(24) },
      ],
    })
    expect(menu(d)).not.toContain('Use Libero')
    d.pick('Retreat to Cinderace')
    d.pick('Use Libero')
    d.pickIndices([0, 1])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.fire])
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire, E.fire])
    expect(menu(d)).not.toContain('Use Libero')
  })

  it('is not offered to a Cinderace that was already Active at the start of the turn', () => {
    const d = game({ players: [{ active: { card: CINDERACE }, discard: [E.fire] }, { active: swsh1(24) }] })
    expect(menu(d)).not.toContain('Use Libero')
  })

  it('Flare Striker: 190, then 2 Energy are discarded from Cinderace', () => {
    const d = game({
      players: [{ active: { card: CINDERACE, energy: [E.fire, E.fire, E.fire] } }, { active: swsh1(24) }],
    })
    d.pick('Attack: Flare Striker')
    expect(active(d.state, 1).damage).toBe(190)
    expect(energyOf(d.state, active(d.state, 0))).toHaveLength(1)
  })
})

describe('swsh1-35 Cinderace', () => {
  const CINDERACE = [...RABOOT, swsh1(35)]

  it('Pyro Ball: 50 and Burned', () => {
    // Tails in Pokémon Checkup: the Burn stays.
    const d = game({
      flips: [false],
      players: [{ active: { card: CINDERACE, energy: [E.fire] } }, { active: swsh1(24) }],
    })
    d.pick('Attack: Pyro Ball')
    expect(active(d.state, 1).conditions.burned).toBe(true)
    expect(active(d.state, 1).damage).toBe(70)
  })

  it('Burning Kick: 160, then every Energy on Cinderace is discarded', () => {
    const d = game({
      players: [{ active: { card: CINDERACE, energy: [E.fire, E.fire, E.water] } }, { active: swsh1(24) }],
    })
    d.pick('Attack: Burning Kick')
    expect(active(d.state, 1).damage).toBe(160)
    expect(active(d.state, 0).energy).toEqual([])
    expect(pile(d.state, 0, 'discard')).toHaveLength(3)
  })
})

describe('swsh1-36 Cinderace', () => {
  const CINDERACE = [...RABOOT, swsh1(36)]

  it('Flame Cloak: 40, then a Fire Energy card from the discard pile onto Cinderace', () => {
    const d = game({
      players: [{ active: { card: CINDERACE, energy: [E.fire] }, discard: [E.fire] }, { active: swsh1(24) }],
    })
    d.pick('Attack: Flame Cloak').pick('Basic Fire Energy')
    expect(active(d.state, 1).damage).toBe(40)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.fire])
  })

  it('Bright Flame: 160; tails discards 2 Energy from Cinderace, heads none', () => {
    for (const [heads, left] of [
      [true, 3],
      [false, 1],
    ] as const) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: CINDERACE, energy: [E.fire, E.fire, E.fire] } }, { active: swsh1(24) }],
      })
      d.pick('Attack: Bright Flame')
      expect(active(d.state, 1).damage).toBe(160)
      expect(active(d.state, 0).energy).toHaveLength(left)
    }
  })
})
