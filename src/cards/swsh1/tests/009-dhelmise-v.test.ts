import { describe, expect, it } from 'vitest'
import { E, active, game, menu, swsh1 } from './helpers'

/** Seat 1's Celebi V (Line Force, 50) Knocks Out seat 0's Active `victim` (then seat 0 promotes Dhelmise V and it is seat 0's turn). */
function afterKnockOut(victim: string) {
  const d = game({
    current: 1,
    players: [
      { active: { card: victim, damage: 40 }, bench: [{ card: swsh1(9), energy: [E.grass] }, swsh1(5)] },
      { active: { card: swsh1(1), energy: [E.grass, E.grass] } },
    ],
  })
  d.pick('Attack: Line Force').pick('Prize card 1').pick('Dhelmise V')
  return d
}

describe('swsh1-9 Dhelmise V', () => {
  it('Anchor Anger: 120 after a Grass Pokémon was Knocked Out by an attack last turn', () => {
    const d = afterKnockOut(swsh1(5))
    d.pick('Attack: Anchor Anger')
    expect(active(d.state, 1).damage).toBe(120)
  })

  it('Anchor Anger: 30 when the Pokémon Knocked Out was not a Grass Pokémon', () => {
    const d = afterKnockOut('sv3pt5-4')
    d.pick('Attack: Anchor Anger')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('Anchor Anger: 30 with no Knock Out last turn', () => {
    const d = game({ players: [{ active: { card: swsh1(9), energy: [E.grass] } }, { active: swsh1(8) }] })
    d.pick('Attack: Anchor Anger')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it("Giga Hammer: 200 damage; during your next turn Dhelmise V can't use it again, Anchor Anger still", () => {
    const d = game({
      players: [{ active: { card: swsh1(9), energy: [E.grass, E.grass, E.grass] } }, { active: swsh1(9) }],
    })
    d.pick('Attack: Giga Hammer')
    expect(active(d.state, 1).damage).toBe(200)
    d.pick('End turn')
    expect(menu(d)).not.toContain('Attack: Giga Hammer')
    expect(menu(d)).toContain('Attack: Anchor Anger')
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Giga Hammer')
  })
})
