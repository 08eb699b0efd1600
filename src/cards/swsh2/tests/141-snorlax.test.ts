import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

const C3 = [E.fire, E.fire, E.fire]

describe('swsh2-141 Snorlax', () => {
  it('Collect: draw 2 cards', () => {
    const d = game({
      players: [
        { active: { card: swsh2(141), energy: C3 }, deck: [E.metal, E.water, E.grass] },
        { active: swsh2(108) },
      ],
    })
    d.pick('Attack: Collect')
    expect(pile(d.state, 0, 'hand')).toEqual([E.metal, E.water])
  })

  it('Collapse: 120 damage, then Snorlax is Asleep', () => {
    // The coin at Pokémon Checkup is tails: it stays Asleep.
    const d = game({ flips: [false], players: [{ active: { card: swsh2(141), energy: C3 } }, { active: swsh2(108) }] })
    d.pick('Attack: Collapse')
    expect(active(d.state, 1).damage).toBe(120)
    expect(active(d.state, 0).conditions.rotation).toBe('asleep')
  })
})
