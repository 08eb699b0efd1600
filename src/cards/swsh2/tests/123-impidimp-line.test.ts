import { describe, expect, it } from 'vitest'
import { E, active, game, menu, swsh2 } from './helpers'

const GRIMMSNARL = [swsh2(123), swsh2(124), swsh2(125)]

describe('swsh2-124 Morgrem', () => {
  it("False Surrender: 60 damage that effects on the opponent's Active do not reduce", () => {
    const d = game({
      players: [
        { active: { card: [swsh2(123), swsh2(124)], energy: [E.darkness, E.fire, E.fire] } },
        { active: swsh2(110) },
      ],
    })
    d.pick('Attack: False Surrender')
    // Falinks V's Iron Defense Formation would take 20 off.
    expect(active(d.state, 1).damage).toBe(60)
  })
})

describe('swsh2-125 Grimmsnarl', () => {
  it("Dark Oath: while Grimmsnarl is Active, the opponent's Active needs 1 more Energy to attack", () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: GRIMMSNARL } },
        { active: { card: swsh2(111), energy: [E.fighting, E.fire, E.fire] } },
      ],
    })
    expect(menu(d)).not.toContain('Attack: Mega Kick')
    const benched = game({
      current: 1,
      players: [
        { active: swsh2(96), bench: [{ card: GRIMMSNARL }] },
        { active: { card: swsh2(111), energy: [E.fighting, E.fire, E.fire] } },
      ],
    })
    expect(menu(benched)).toContain('Attack: Mega Kick')
  })

  it("Energy Press: 100 plus 30 for each Energy on the opponent's Active", () => {
    const d = game({
      players: [
        { active: { card: GRIMMSNARL, energy: [E.darkness, E.fire, E.fire] } },
        { active: { card: swsh2(108), energy: [E.fighting, E.fighting] } },
      ],
    })
    d.pick('Attack: Energy Press')
    expect(active(d.state, 1).damage).toBe(160)
  })
})
