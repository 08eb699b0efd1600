import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1, top } from './helpers'

const LANTURN = [swsh1(68), swsh1(69)]
const LCC = [E.lightning, E.lightning, E.lightning]

describe('swsh1-68 Chinchou: Luring Glow', () => {
  it("you choose which of your opponent's Benched Pokémon becomes their Active", () => {
    const d = game({
      players: [
        { active: { card: swsh1(68), energy: [E.lightning] } },
        { active: swsh1(9), bench: [swsh1(5), swsh1(8)] },
      ],
    })
    d.pick('Attack: Luring Glow')
    expect(d.decision.seat).toBe(0)
    d.pick('Durant')
    expect(top(d.state, active(d.state, 1))).toBe(swsh1(8))
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('does nothing when the opponent has no Benched Pokémon', () => {
    const d = game({ players: [{ active: { card: swsh1(68), energy: [E.lightning] } }, { active: swsh1(9) }] })
    d.pick('Attack: Luring Glow')
    expect(top(d.state, active(d.state, 1))).toBe(swsh1(9))
    expect(d.decision.seat).toBe(1)
  })
})

describe('swsh1-69 Lanturn: Strobe Shock', () => {
  it('90 damage; an Energy card in the revealed hand Paralyzes the Defending Pokémon', () => {
    const d = game({
      players: [{ active: { card: LANTURN, energy: LCC } }, { active: swsh1(9), hand: [swsh1(5), E.grass] }],
    })
    d.pick('Attack: Strobe Shock')
    expect(active(d.state, 1).damage).toBe(90)
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
    expect(d.events.some((e) => e.type === 'reveal' && e.seat === 1 && e.cards.length === 2)).toBe(true)
  })

  it('90 damage and no Paralysis when the hand holds no Energy card', () => {
    const d = game({
      players: [{ active: { card: LANTURN, energy: LCC } }, { active: swsh1(9), hand: [swsh1(5), swsh1(8)] }],
    })
    d.pick('Attack: Strobe Shock')
    expect(active(d.state, 1).damage).toBe(90)
    expect(active(d.state, 1).conditions.rotation).toBeNull()
  })
})
