import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, swsh2, top } from './helpers'

const DRAGAPULT = [swsh2(89), swsh2(90), swsh2(91)]

describe('swsh2-89 Dreepy', () => {
  it('Quick Attack: 10, or 20 on heads', () => {
    for (const [heads, dmg] of [
      [true, 20],
      [false, 10],
    ] as const) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh2(89), energy: [E.psychic] } }, { active: swsh2(111) }],
      })
      d.pick('Attack: Quick Attack')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('swsh2-90 Drakloak', () => {
  it('Summon: a Dreepy from the deck onto the Bench', () => {
    const d = game({
      players: [
        { active: { card: [swsh2(89), swsh2(90)], energy: [E.fire] }, deck: [swsh2(96), swsh2(89), E.fire] },
        { active: swsh2(111) },
      ],
    })
    d.pick('Attack: Summon')
    expect(d.labels()).toEqual(['Dreepy'])
    d.pick('Dreepy')
    expect(top(d.state, bench(d.state, 0, 0))).toBe(swsh2(89))
    expect(pile(d.state, 0, 'deck')).toHaveLength(2)
  })
})

describe('swsh2-91 Dragapult', () => {
  it('Phantom Force: 120 damage and 3 damage counters split over the Bench', () => {
    const d = game({
      players: [
        { active: { card: DRAGAPULT, energy: [E.psychic, E.psychic] } },
        { active: { card: swsh2(111) }, bench: [swsh2(96), swsh2(99)] },
      ],
    })
    d.pick('Attack: Phantom Force')
    expect(d.labels()).toEqual(['Nosepass', 'Barboach'])
    d.pick('Nosepass').pick('Barboach').pick('Barboach')
    expect(active(d.state, 1).damage).toBe(120)
    expect(bench(d.state, 1, 0).damage).toBe(10)
    expect(bench(d.state, 1, 1).damage).toBe(20)
  })

  const attacked = (heads: boolean) =>
    game({
      current: 1,
      flips: [heads],
      players: [
        { active: { card: DRAGAPULT } },
        { active: { card: swsh2(111), energy: [E.fighting, E.fire, E.fire] } },
      ],
    })
  it('Infiltrator: heads prevents the damage of an attack, tails lets it through', () => {
    expect(active(attacked(true).pick('Attack: Mega Kick').state, 0).damage).toBe(0)
    // Tails: 80, less 30 for Dragapult's Fighting Resistance.
    expect(active(attacked(false).pick('Attack: Mega Kick').state, 0).damage).toBe(50)
  })
})

describe('swsh2-92 Dragapult V', () => {
  it('Jet Assault: 60, or 140 after moving from the Bench to the Active Spot this turn', () => {
    const still = game({
      players: [{ active: { card: swsh2(92), energy: [E.psychic, E.psychic] } }, { active: swsh2(111) }],
    })
    still.pick('Attack: Jet Assault')
    expect(active(still.state, 1).damage).toBe(60)

    const moved = game({
      players: [
        {
          active: { card: swsh2(96), energy: [E.fire, E.fire, E.fire] },
          bench: [{ card: swsh2(92), energy: [E.psychic, E.psychic] }],
        },
        { active: { card: [swsh2(92), swsh2(93)] } },
      ],
    })
    moved.pick('Retreat')
    moved.pick('Attack: Jet Assault')
    expect(active(moved.state, 1).damage).toBe(140)
  })

  it('gives 2 Prize cards when Knocked Out', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: swsh2(92), damage: 170 }, bench: [swsh2(96)] },
        { active: { card: swsh2(111), energy: [E.fighting, E.fire, E.fire] } },
      ],
    })
    d.pick('Attack: Mega Kick')
    expect(d.decision.ask).toBe('take-prize')
    expect(d.decision.max).toBe(2)
  })
})

describe('swsh2-93 Dragapult VMAX', () => {
  const VMAX = [swsh2(92), swsh2(93)]

  it("Shred: 60 damage (×2 Weakness) that effects on the opponent's Active do not reduce", () => {
    const d = game({
      players: [{ active: { card: VMAX, energy: [E.psychic] } }, { active: { card: swsh2(110) } }],
    })
    d.pick('Attack: Shred')
    // Falinks V is weak to Psychic; its Iron Defense Formation would take 20 off.
    expect(active(d.state, 1).damage).toBe(120)
  })

  it('Max Phantom: 130 damage and 5 damage counters split over the Bench', () => {
    const d = game({
      players: [
        { active: { card: VMAX, energy: [E.psychic, E.psychic] } },
        { active: { card: swsh2(111) }, bench: [swsh2(96)] },
      ],
    })
    d.pick('Attack: Max Phantom')
    for (let i = 0; i < 5; i++) d.pick('Nosepass')
    expect(active(d.state, 1).damage).toBe(130)
    expect(bench(d.state, 1, 0).damage).toBe(50)
  })
})
