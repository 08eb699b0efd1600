import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const TARGET = [swsh1(97), swsh1(98), swsh1(99)]

describe('swsh1-104 Regirock V', () => {
  it('Raging Hammer: 30 + 10 for each damage counter on Regirock V', () => {
    for (const [damage, dmg] of [
      [0, 30],
      [50, 80],
    ]) {
      const d = game({
        players: [{ active: { card: swsh1(104), energy: [E.fighting, E.fire], damage } }, { active: { card: TARGET } }],
      })
      d.pick('Attack: Raging Hammer')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it('Rocky Tackle: 190 damage and 30 to itself', () => {
    const d = game({
      players: [
        { active: { card: swsh1(104), energy: [E.fighting, E.fighting, E.fire] } },
        { active: { card: swsh1(104) } },
      ],
    })
    d.pick('Attack: Rocky Tackle')
    expect(active(d.state, 1).damage).toBe(190)
    expect(active(d.state, 0).damage).toBe(30)
  })
})
