import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2 } from './helpers'

describe('swsh2-80 Sigilyph', () => {
  it("Psychic Assault: 30 plus 10 for each damage counter on the opponent's Active", () => {
    const d = game({
      players: [
        { active: { card: swsh2(80), energy: [E.psychic, E.fire] } },
        { active: { card: swsh2(111), damage: 40 } },
      ],
    })
    d.pick('Attack: Psychic Assault')
    expect(active(d.state, 1).damage).toBe(40 + 70)
  })

  it('Counterattack: damaged while Active puts 3 damage counters on the attacker, even when Knocked Out', () => {
    for (const damage of [0, 100]) {
      const d = game({
        current: 1,
        players: [
          { active: { card: swsh2(80), damage }, bench: [swsh2(96)] },
          { active: { card: swsh2(111), energy: [E.fighting, E.fire, E.fire] } },
        ],
      })
      d.pick('Attack: Mega Kick')
      expect(active(d.state, 1).damage).toBe(30)
    }
  })

  it('Counterattack does nothing on the Bench', () => {
    const d = game({
      current: 1,
      players: [
        { active: swsh2(96), bench: [swsh2(80)] },
        { active: { card: swsh2(111), energy: [E.fighting, E.fire, E.fire] } },
      ],
    })
    d.pick('Attack: Mega Kick')
    expect(active(d.state, 1).damage).toBe(0)
  })
})
