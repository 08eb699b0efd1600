import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, swsh1 } from './helpers'

describe('swsh1-25 Victini V', () => {
  it('Spreading Flames: up to 3 Fire Energy cards from the discard pile, attached to your Pokémon as you like', () => {
    const d = game({
      players: [
        {
          active: { card: swsh1(25), energy: [E.fire] },
          bench: [swsh1(22)],
          discard: [E.fire, E.fire, E.water, E.fire, E.fire],
        },
        { active: swsh1(24) },
      ],
    })
    d.pick('Attack: Spreading Flames')
    expect(d.decision.max).toBe(3)
    expect(d.labels().every((l) => l.includes('Fire'))).toBe(true)
    d.pickIndices([0, 1, 2])
    d.pick('Vulpix').pick('Victini V').pick('Vulpix')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.fire, E.fire])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.fire])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, E.water].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Energy Burst: 30 for each Energy attached to both Active Pokémon', () => {
    const d = game({
      players: [
        { active: { card: swsh1(25), energy: [E.fire, E.fire, E.grass] } },
        { active: { card: swsh1(24), energy: [E.water, E.water] } },
      ],
    })
    d.pick('Attack: Energy Burst')
    expect(active(d.state, 1).damage).toBe(150)
  })
})
