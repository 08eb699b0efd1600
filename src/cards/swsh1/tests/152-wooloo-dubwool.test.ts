import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const DUBWOOL = [swsh1(153), swsh1(154)]
// Snorlax VMAX with an empty Bench: G-Max Fall does 60, with no Weakness or Resistance against these.
const SNORLAX_VMAX = { card: [swsh1(141), swsh1(142)], energy: [E.fire, E.fire, E.fire] }

describe('swsh1-152 Wooloo: Expand', () => {
  it("30 damage; Wooloo takes 10 less during the opponent's next turn", () => {
    const d = game({
      players: [{ active: { card: swsh1(152), energy: [E.fire, E.fire] } }, { active: SNORLAX_VMAX }],
    })
    d.pick('Attack: Expand')
    expect(active(d.state, 1).damage).toBe(30)
    d.pick('Attack: G-Max Fall')
    expect(active(d.state, 0).damage).toBe(50)
  })
})

describe('swsh1-154 Dubwool', () => {
  it("Cotton Guard: 30 damage and 30 less during the opponent's next turn, then full damage again", () => {
    const d = game({
      players: [{ active: { card: DUBWOOL, energy: [E.fire, E.fire, E.fire] } }, { active: SNORLAX_VMAX }],
    })
    d.pick('Attack: Cotton Guard')
    expect(active(d.state, 1).damage).toBe(30)
    d.pick('Attack: G-Max Fall')
    expect(active(d.state, 0).damage).toBe(30)
    // Double-Edge: 120 to Snorlax VMAX and 30 to Dubwool itself.
    d.pick('Attack: Double-Edge')
    expect(active(d.state, 1).damage).toBe(150)
    expect(active(d.state, 0).damage).toBe(60)
    // The protection lasted one turn only.
    d.pick('Attack: G-Max Fall')
    expect(active(d.state, 0).damage).toBe(120)
  })
})
