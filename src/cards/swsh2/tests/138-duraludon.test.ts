import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, swsh2 } from './helpers'

describe('swsh2-138 Duraludon', () => {
  it('Metal Sharpener: 30 damage, then a Metal Energy from the discard pile onto one of your Pokémon', () => {
    const d = game({
      players: [
        { active: { card: swsh2(138), energy: [E.fire] }, bench: [swsh2(139)], discard: [E.metal, E.fire] },
        { active: swsh2(108) },
      ],
    })
    d.pick('Attack: Metal Sharpener')
    expect(active(d.state, 1).damage).toBe(30)
    // Only the Metal Energy card is offered.
    expect(d.labels()).toEqual(['Basic Metal Energy'])
    d.pick('Basic Metal Energy').pick('Zacian')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.metal])
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
  })

  it('Metal Sharpener with no Metal Energy in the discard pile: just the damage', () => {
    const d = game({
      players: [{ active: { card: swsh2(138), energy: [E.fire] }, discard: [E.fire] }, { active: swsh2(108) }],
    })
    d.pick('Attack: Metal Sharpener')
    expect(active(d.state, 1).damage).toBe(30)
    expect(d.decision.seat).toBe(1)
  })
})
