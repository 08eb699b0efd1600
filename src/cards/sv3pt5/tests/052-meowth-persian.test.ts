import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, sv, top } from './helpers'

describe('sv3pt5-52 Meowth', () => {
  const start = (flips: boolean[]) =>
    game({
      flips,
      players: [{ active: { card: sv(52), energy: [E.fire] } }, { active: sv(74), bench: [sv(63), sv(66)] }],
    })

  it("Come Here Right Meow: heads, you choose the opponent's new Active", () => {
    const d = start([true]).pick('Attack: Come Here Right Meow')
    expect(d.decision.seat).toBe(0)
    d.pick('Machop')
    expect(top(d.state, active(d.state, 1))).toBe(sv(66))
    expect(active(d.state, 1).damage).toBe(0)
  })

  // Kakuna's Cocoon Cover keeps every effect of the opponent's attacks but damage off it, on the Bench too; being
  // switched in or out is one (docs/rulings/sv3pt5-001-038.md, docs/rulings/abilities-and-attack-effects.md).
  it('heads against Cocoon Cover: an Active Kakuna is not switched out, a Benched one is not offered', () => {
    const kakuna = { card: [sv(13), sv(14)] }
    const out = game({
      flips: [true],
      players: [{ active: { card: sv(52), energy: [E.fire] } }, { active: kakuna, bench: [sv(63)] }],
    })
    out.pick('Attack: Come Here Right Meow')
    expect(out.decision.seat).toBe(1)
    expect(top(out.state, active(out.state, 1))).toBe(sv(14))
    const inn = game({
      flips: [true],
      players: [{ active: { card: sv(52), energy: [E.fire] } }, { active: sv(74), bench: [kakuna, sv(63)] }],
    })
    inn.pick('Attack: Come Here Right Meow')
    expect(inn.labels()).toEqual(['Abra'])
  })

  it('tails: nothing happens', () => {
    const d = start([false]).pick('Attack: Come Here Right Meow')
    expect(top(d.state, active(d.state, 1))).toBe(sv(74))
  })
})

describe('sv3pt5-53 Persian', () => {
  it("Rocket Call: finds Giovanni's Charisma, once per turn", () => {
    const d = game({
      players: [{ active: { card: [sv(52), sv(53)] }, deck: [E.fire, sv(161), sv(161)] }, { active: sv(74) }],
    })
    d.pick('Use Rocket Call')
    expect(d.labels()).toEqual(["Giovanni's Charisma", "Giovanni's Charisma"])
    d.pick("Giovanni's Charisma")
    expect(pile(d.state, 0, 'hand')).toEqual([sv(161)])
    expect(menu(d)).not.toContain('Use Rocket Call')
  })

  it('Slash: 70 damage', () => {
    const d = game({
      players: [{ active: { card: [sv(52), sv(53)], energy: [E.fire, E.fire, E.fire] } }, { active: sv(65) }],
    })
    d.pick('Attack: Slash')
    expect(active(d.state, 1).damage).toBe(70)
  })
})
