import { describe, expect, it } from 'vitest'
import { E, active, game, menu, sv } from './helpers'

describe('sv3pt5-108 Lickitung', () => {
  it("Tongue-Tied: 70 damage; the Defending Pokémon can't attack during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: sv(108), energy: [E.fire, E.fire, E.fire] } },
        { active: { card: [sv(88), sv(89)], energy: [E.darkness] }, bench: [sv(96)] },
      ],
    })
    d.pick('Attack: Tongue-Tied')
    expect(active(d.state, 1).damage).toBe(70)
    expect(menu(d).filter((l) => l.startsWith('Attack:'))).toEqual([])
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Sticky Jail')
  })
})
