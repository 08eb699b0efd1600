import { describe, expect, it } from 'vitest'
import { E, active, bench, game, swsh2 } from './helpers'

describe('swsh2-54 Eiscue', () => {
  it('Ice Face: with no damage on it, an attack does 60 less (after Weakness)', () => {
    // Galarian Darmanitan's Crushing Headbutt: 170.
    const d = game({
      players: [
        { active: { card: [swsh2(47), swsh2(48)], energy: [E.water, E.water, E.fire, E.fire] } },
        { active: swsh2(54) },
      ],
    })
    d.pick('Attack: Crushing Headbutt')
    expect(active(d.state, 1).damage).toBe(110)
  })

  it('Ice Face: already damaged, it takes the full damage', () => {
    const d = game({
      players: [
        { active: { card: swsh2(47), energy: [E.water, E.fire] } },
        { active: { card: swsh2(54), damage: 10 } },
      ],
      flips: [false],
    })
    d.pick('Attack: Ice Punch')
    expect(active(d.state, 1).damage).toBe(40)
  })

  it("Ice Face: after Weakness (Scizor's Metal attack, ×2: 60 → 120 − 60)", () => {
    const d = game({
      players: [{ active: { card: [swsh2(4), swsh2(128)], energy: [E.metal] } }, { active: swsh2(54) }],
    })
    d.pick('Attack: Raid')
    expect(active(d.state, 1).damage).toBe(0)
  })

  it("Blizzard: 70 to the Active and 10 to each of the opponent's Benched Pokémon", () => {
    const d = game({
      players: [
        { active: { card: swsh2(54), energy: [E.water, E.fire, E.fire] } },
        { active: swsh2(108), bench: [swsh2(52)] },
      ],
    })
    d.pick('Attack: Blizzard')
    expect(active(d.state, 1).damage).toBe(70)
    expect(bench(d.state, 1, 0).damage).toBe(10)
  })
})

describe('swsh2-55 Eiscue V', () => {
  it("Cold Absorption: attaching a Water Energy card from the hand to it heals 30 (the turn's attachment)", () => {
    const d = game({
      players: [{ active: { card: swsh2(55), damage: 50 }, hand: [E.water] }, { active: swsh2(108) }],
    })
    d.pick('Attach Basic Water Energy to Eiscue V')
    expect(active(d.state, 0).damage).toBe(20)
  })

  it('Cold Absorption: another Energy heals nothing', () => {
    const d = game({
      players: [{ active: { card: swsh2(55), damage: 50 }, hand: [E.fire] }, { active: swsh2(108) }],
    })
    d.pick('Attach Basic Fire Energy to Eiscue V')
    expect(active(d.state, 0).damage).toBe(50)
  })

  it("Cold Absorption: Frosmoth's Ice Dance from the hand to a Benched Eiscue V heals it too", () => {
    const d = game({
      players: [
        { active: { card: ['swsh1-63', 'swsh1-64'] }, bench: [{ card: swsh2(55), damage: 50 }], hand: [E.water] },
        { active: swsh2(108) },
      ],
    })
    d.pick('Use Ice Dance').pick('Basic Water Energy').pick('Eiscue V')
    expect(bench(d.state, 0, 0).energy).toHaveLength(1)
    expect(bench(d.state, 0, 0).damage).toBe(20)
  })

  it("Blizzard: 120 to the Active and 10 to each of the opponent's Benched Pokémon", () => {
    const d = game({
      players: [
        { active: { card: swsh2(55), energy: [E.water, E.water, E.fire] } },
        { active: swsh2(108), bench: [swsh2(52), swsh2(60)] },
      ],
    })
    d.pick('Attack: Blizzard')
    expect(active(d.state, 1).damage).toBe(120)
    expect([bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([10, 10])
  })
})
