import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

describe('swsh1-2 Roselia: Absorb', () => {
  it('does 10 damage, then heals 10 damage from Roselia', () => {
    const d = game({
      players: [{ active: { card: swsh1(2), energy: [E.grass], damage: 30 } }, { active: swsh1(2) }],
    })
    d.pick('Attack: Absorb')
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 0).damage).toBe(20)
  })
})
