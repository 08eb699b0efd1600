import { describe, expect, it } from 'vitest'
import { E, active, game, menu, swsh2 } from './helpers'

const ZAMAZENTA = swsh2(140)
const METAL = [E.metal, E.metal, E.metal]
const STONJOURNER = { card: swsh2(111), energy: [E.fighting, E.fighting, E.fighting] } // Mega Kick: 80

describe('swsh2-140 Zamazenta', () => {
  it("Guard Press: 30 damage, then 20 less damage from attacks during the opponent's next turn", () => {
    const d = game({ players: [{ active: { card: ZAMAZENTA, energy: METAL } }, { active: STONJOURNER }] })
    d.pick('Attack: Guard Press')
    expect(active(d.state, 1).damage).toBe(30)
    d.pick('Attack: Mega Kick')
    expect(active(d.state, 0).damage).toBe(60)
  })

  it("Guard Press: the reduction is gone after the opponent's next turn", () => {
    const d = game({ players: [{ active: { card: ZAMAZENTA, energy: METAL } }, { active: STONJOURNER }] })
    d.pick('Attack: Guard Press').pick('End turn').pick('End turn').pick('Attack: Mega Kick')
    expect(active(d.state, 0).damage).toBe(80)
  })

  const rush = (heads: boolean) =>
    game({
      flips: [heads],
      players: [{ active: { card: ZAMAZENTA, energy: METAL } }, { active: swsh2(108) }],
    }).pick('Attack: Power Rush')

  it('Power Rush heads: 120 damage, and Zamazenta may attack next turn', () => {
    const d = rush(true)
    expect(active(d.state, 1).damage).toBe(120)
    d.pick('End turn')
    expect(menu(d)).toContain('Attack: Power Rush')
  })

  it("Power Rush tails: 120 damage, and Zamazenta can't attack during its next turn", () => {
    const d = rush(false)
    expect(active(d.state, 1).damage).toBe(120)
    d.pick('End turn')
    expect(menu(d)).not.toContain('Attack: Power Rush')
    expect(menu(d)).not.toContain('Attack: Guard Press')
    // The turn after, it attacks again.
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Power Rush')
  })
})
