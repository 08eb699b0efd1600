import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, swsh2 } from './helpers'

const INTELEON_VMAX = [swsh2(49), swsh2(50)]

describe('swsh2-49 Inteleon V', () => {
  it('Snipe Shot: 40 to a Benched Pokémon, or to the Active with its Weakness', () => {
    const benched = game({
      players: [{ active: { card: swsh2(49), energy: [E.water] } }, { active: swsh2(108), bench: [swsh2(60)] }],
    })
    benched.pick('Attack: Snipe Shot').pick('Shinx')
    expect(bench(benched.state, 1, 0).damage).toBe(40)
    expect(active(benched.state, 1).damage).toBe(0)

    // Cinderace V is weak to Water: 80.
    const activeTarget = game({
      players: [{ active: { card: swsh2(49), energy: [E.water] } }, { active: swsh2(35), bench: [swsh2(60)] }],
    })
    activeTarget.pick('Attack: Snipe Shot').pick('Cinderace V')
    expect(active(activeTarget.state, 1).damage).toBe(80)
  })

  it('Aqua Report: 130, and the opponent shows their hand', () => {
    const d = game({
      players: [
        { active: { card: swsh2(49), energy: [E.water, E.water, E.fire] } },
        { active: swsh2(108), hand: [swsh2(60), E.water] },
      ],
    })
    d.pick('Attack: Aqua Report')
    expect(active(d.state, 1).damage).toBe(130)
    const shown = d.events.filter((e) => e.type === 'reveal' && e.seat === 1)
    expect(shown.flatMap((e) => (e.type === 'reveal' ? e.cards.map((c) => c.def) : []))).toEqual([swsh2(60), E.water])
  })
})

describe('swsh2-50 Inteleon VMAX', () => {
  it('evolves from Inteleon V and is worth 3 Prize cards', () => {
    const d = game({
      players: [{ active: { card: swsh2(49), energy: [E.water] }, hand: [swsh2(50)] }, { active: swsh2(108) }],
    })
    d.pick('Evolve Inteleon V into Inteleon VMAX')
    expect(active(d.state, 0).stack).toHaveLength(2)
    const ko = game({
      players: [
        { active: { card: INTELEON_VMAX, damage: 300 }, bench: [swsh2(52)] },
        { active: { card: swsh2(49), energy: [E.water] }, prizes: [E.fire, E.fire, E.fire, E.fire, E.fire, E.fire] },
      ],
    })
    ko.pick('End turn').pick('Attack: Snipe Shot').pick('Inteleon VMAX')
    // Its opponent chooses exactly 3 of their 6 Prize cards.
    expect(ko.decision.ask).toBe('take-prize')
    ko.pickIndices([0, 1, 2])
    expect(pile(ko.state, 1, 'prizes')).toHaveLength(3)
  })

  it("Hydro Snipe: 60, then you may put an Energy from the opponent's Active into their hand", () => {
    const take = game({
      players: [
        { active: { card: INTELEON_VMAX, energy: [E.water] } },
        { active: { card: swsh2(108), energy: [E.fighting, E.grass] } },
      ],
    })
    take.pick('Attack: Hydro Snipe').pick('Basic Grass Energy')
    expect(active(take.state, 1).damage).toBe(60)
    expect(active(take.state, 1).energy).toHaveLength(1)
    expect(pile(take.state, 1, 'hand')).toContain(E.grass)

    const keep = game({
      players: [
        { active: { card: INTELEON_VMAX, energy: [E.water] } },
        { active: { card: swsh2(108), energy: [E.fighting] } },
      ],
    })
    keep.pick('Attack: Hydro Snipe').pickIndices([])
    expect(active(keep.state, 1).energy).toHaveLength(1)
  })

  it('Max Bullet: 160 to the Active and 60 to a chosen Benched Pokémon; 160 alone with no Bench', () => {
    const d = game({
      players: [
        { active: { card: INTELEON_VMAX, energy: [E.water, E.water, E.fire] } },
        { active: swsh2(108), bench: [swsh2(52), swsh2(43)] },
      ],
    })
    d.pick('Attack: Max Bullet').pick('Milotic V')
    expect(active(d.state, 1).damage).toBe(160)
    expect([bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([0, 60])

    const alone = game({
      players: [{ active: { card: INTELEON_VMAX, energy: [E.water, E.water, E.fire] } }, { active: swsh2(108) }],
    })
    alone.pick('Attack: Max Bullet')
    expect(active(alone.state, 1).damage).toBe(160)
  })
})
