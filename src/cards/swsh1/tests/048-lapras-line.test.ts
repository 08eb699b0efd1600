import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, swsh1, top } from './helpers'

const WWWW = [E.water, E.water, E.water, E.water]

describe('swsh1-48 Lapras: Aqua Wash', () => {
  it("70, then you may put 2 Energy from the opponent's Active Pokémon into their hand", () => {
    const d = game({
      players: [
        { active: { card: swsh1(48), energy: WWWW } },
        { active: { card: swsh1(53), energy: [E.water, E.fire, E.grass] } },
      ],
    })
    d.pick('Attack: Aqua Wash')
    expect(active(d.state, 1).damage).toBe(70)
    d.pick('Yes').pick('Fire Energy', 'Grass Energy')
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.water])
    expect(pile(d.state, 1, 'hand').filter((c) => c !== E.fire || true)).toEqual(
      expect.arrayContaining([E.fire, E.grass]),
    )
  })

  it('you may decline', () => {
    const d = game({
      players: [
        { active: { card: swsh1(48), energy: WWWW } },
        { active: { card: swsh1(53), energy: [E.water, E.fire] } },
      ],
    })
    d.pick('Attack: Aqua Wash').pick('No')
    expect(active(d.state, 1).energy).toHaveLength(2)
  })
})

describe('swsh1-49 Lapras V', () => {
  it('Body Surf: a Water Energy card from the hand onto Lapras V, then it switches with a Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: swsh1(49), energy: [E.water] }, bench: [swsh1(45)], hand: [E.fire, E.water] },
        { active: swsh1(53) },
      ],
    })
    d.pick('Attack: Body Surf')
    expect(d.labels()).toEqual(['Basic Water Energy'])
    d.pick('Basic Water Energy')
    d.pick('Goldeen')
    expect(top(d.state, active(d.state, 0))).toBe(swsh1(45))
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.water, E.water])
  })

  it('Body Surf with no Water Energy card in hand: no switch', () => {
    const d = game({
      players: [
        { active: { card: swsh1(49), energy: [E.water] }, bench: [swsh1(45)], hand: [E.fire] },
        { active: swsh1(53) },
      ],
    })
    d.pick('Attack: Body Surf')
    expect(top(d.state, active(d.state, 0))).toBe(swsh1(49))
  })

  it('Ocean Loop: 210, then 2 Water Energy go from Lapras V to the hand', () => {
    const d = game({
      players: [
        { active: { card: swsh1(49), energy: [E.water, E.water, E.water, E.fire] } },
        { active: { card: [swsh1(49), swsh1(50)] } },
      ],
    })
    d.pick('Attack: Ocean Loop')
    // Three Water Energy attached: its owner chooses which 2 (the same cards, offered as one set).
    d.pickIndices([0])
    expect(active(d.state, 1).damage).toBe(210)
    expect(energyOf(d.state, active(d.state, 0)).sort()).toEqual([E.fire, E.water].sort())
    expect(pile(d.state, 0, 'hand').filter((c) => c === E.water).length).toBeGreaterThanOrEqual(2)
  })
})

describe('swsh1-50 Lapras VMAX', () => {
  it('G-Max Pump: 90 plus 30 for each Water Energy', () => {
    const d = game({
      players: [
        { active: { card: [swsh1(49), swsh1(50)], energy: [E.water, E.water, E.fire] } },
        { active: swsh1(53) },
      ],
    })
    d.pick('Attack: G-Max Pump')
    expect(active(d.state, 1).damage).toBe(150)
  })

  it('evolves from Lapras V and is worth 3 Prize cards', () => {
    const d = game({
      players: [
        { active: { card: swsh1(53), energy: WWWW } },
        { active: { card: [swsh1(49), swsh1(50)], damage: 300 }, bench: [swsh1(45)] },
      ],
    })
    d.pick('Attack: Secret Sword')
    expect(d.decision.text).toBe('Take 3 Prize cards')
  })
})
