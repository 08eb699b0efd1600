import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, swsh2 } from './helpers'

const COALOSSAL = [swsh2(105), swsh2(106), swsh2(107)]

describe('swsh2-107 Coalossal', () => {
  it('Tar Generator: a Fire and a Fighting Energy card from the discard pile, to the Pokémon you choose', () => {
    const d = game({
      players: [
        { active: { card: COALOSSAL }, bench: [swsh2(96)], discard: [E.fire, E.fighting, E.water] },
        { active: swsh2(111) },
      ],
    })
    d.pick('Use Tar Generator')
    d.pick('Basic Fire Energy').pick('Coalossal')
    d.pick('Basic Fighting Energy').pick('Nosepass')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire])
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.fighting])
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
    expect(d.labels()).not.toContain('Use Tar Generator')
  })

  it('Tar Generator: only a Fighting Energy card when you skip the Fire one', () => {
    const d = game({
      players: [{ active: { card: COALOSSAL }, discard: [E.fire, E.fighting] }, { active: swsh2(111) }],
    })
    d.pick('Use Tar Generator')
    d.pickIndices([])
    // The Fighting Energy card is now a must: one card at least.
    expect(d.decision.min).toBe(1)
    d.pick('Basic Fighting Energy').pick('Coalossal')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fighting])
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
  })

  it('Tar Generator is not offered without a Fire or Fighting Energy card in the discard pile', () => {
    const d = game({ players: [{ active: { card: COALOSSAL }, discard: [E.water] }, { active: swsh2(111) }] })
    expect(d.labels()).not.toContain('Use Tar Generator')
  })

  it('Flaming Avalanche does 130', () => {
    const d = game({
      players: [
        { active: { card: COALOSSAL, energy: [E.fighting, E.fire, E.fire, E.fire] } },
        { active: { card: [swsh2(92), swsh2(93)] } },
      ],
    })
    d.pick('Attack: Flaming Avalanche')
    expect(active(d.state, 1).damage).toBe(100)
  })
})

describe('swsh2-108 Sandaconda V', () => {
  it('Sand Eater: 30 damage and a Fighting Energy card from the discard pile onto itself', () => {
    const d = game({
      players: [
        { active: { card: swsh2(108), energy: [E.fighting] }, discard: [E.water, E.fighting] },
        { active: swsh2(111) },
      ],
    })
    d.pick('Attack: Sand Eater').pick('Basic Fighting Energy')
    expect(active(d.state, 1).damage).toBe(30)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fighting, E.fighting])
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
  })

  it('Sand Breath: 220 damage, then 2 Energy discarded from itself', () => {
    const d = game({
      players: [
        { active: { card: swsh2(108), energy: [E.fighting, E.fighting, E.fire] } },
        { active: { card: [swsh2(92), swsh2(93)] } },
      ],
    })
    d.pick('Attack: Sand Breath')
    if (d.decision.ask === 'discard-energy') d.pickIndices([0])
    expect(active(d.state, 1).damage).toBe(190)
    expect(energyOf(d.state, active(d.state, 0))).toHaveLength(1)
  })
})
