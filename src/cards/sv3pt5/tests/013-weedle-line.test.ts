import { describe, expect, it } from 'vitest'
import { E, active, game, menu, sv, top } from './helpers'

const KAKUNA = [sv(13), sv(14)]
const BEEDRILL = [sv(13), sv(14), sv(15)]

describe('sv3pt5-13 Weedle', () => {
  it('Ram 10, Bug Bite 20', () => {
    for (const [name, energy, dmg] of [
      ['Ram', [E.grass], 10],
      ['Bug Bite', [E.fire, E.fire], 20],
    ] as const) {
      const d = game({ players: [{ active: { card: sv(13), energy: [...energy] } }, { active: sv(31) }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('sv3pt5-14 Kakuna: Cocoon Cover', () => {
  it("takes the damage of the opponent's attacks but not their effects (Poison)", () => {
    const d = game({
      current: 1,
      players: [{ active: { card: KAKUNA } }, { active: { card: sv(29), energy: [E.darkness, E.fire] } }],
    })
    d.pick('Attack: Poison Horn')
    expect(active(d.state, 0).damage).toBe(20)
    expect(active(d.state, 0).conditions.poisoned).toBe(false)
  })

  it('no lasting effects either: Bind Down does not stop its retreat', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: KAKUNA, energy: [E.grass, E.grass, E.grass] }, bench: [sv(13)] },
        { active: { card: [sv(23), sv(24)], energy: [E.darkness, E.darkness] } },
      ],
    })
    d.pick('Attack: Bind Down')
    expect(active(d.state, 0).damage).toBe(70)
    expect(menu(d)).toContain('Retreat to Weedle')
  })

  it("can't be switched in from the Bench by Follow Me, nor out by Whirlwind", () => {
    const follow = game({
      players: [
        { active: { card: [sv(35), sv(36)], energy: [E.psychic] } },
        { active: sv(31), bench: [{ card: KAKUNA }, sv(7)] },
      ],
    })
    follow.pick('Attack: Follow Me')
    expect(follow.labels()).toEqual(['Squirtle'])
    const whirl = game({
      players: [
        { active: { card: [sv(10), sv(11), sv(12)], energy: [E.grass] } },
        { active: { card: KAKUNA }, bench: [sv(7)] },
      ],
    })
    whirl.pick('Attack: Whirlwind')
    expect(top(whirl.state, active(whirl.state, 1))).toBe(sv(14))
    expect(active(whirl.state, 1).damage).toBe(60)
  })

  it('Zzzt: 20 damage', () => {
    const d = game({ players: [{ active: { card: KAKUNA, energy: [E.fire, E.fire] } }, { active: sv(31) }] })
    d.pick('Attack: Zzzt')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('sv3pt5-15 Beedrill', () => {
  it('Nadir Needle with an empty hand: 150 damage, Paralyzed and Poisoned', () => {
    const d = game({
      players: [
        { active: { card: BEEDRILL, energy: [E.grass, E.grass] }, hand: [] },
        { active: { card: [sv(1), sv(2), sv(3)] } },
      ],
    })
    d.pick('Attack: Nadir Needle')
    const a = active(d.state, 1)
    // 150 (Venusaur ex is weak to Fire, not Grass), then 1 Poison counter in Pokémon Checkup.
    expect(a.damage).toBe(160)
    expect(a.conditions.rotation).toBe('paralyzed')
    expect(a.conditions.poisoned).toBe(true)
  })

  it('Nadir Needle with cards in hand: 30 damage, nothing else', () => {
    const d = game({
      players: [
        { active: { card: BEEDRILL, energy: [E.grass, E.grass] }, hand: [E.fire] },
        { active: { card: [sv(1), sv(2), sv(3)] } },
      ],
    })
    d.pick('Attack: Nadir Needle')
    const a = active(d.state, 1)
    expect(a.damage).toBe(30)
    expect(a.conditions.rotation).toBeNull()
    expect(a.conditions.poisoned).toBe(false)
  })

  it('Pierce: 110 damage', () => {
    const d = game({ players: [{ active: { card: BEEDRILL, energy: [E.grass, E.grass] } }, { active: sv(31) }] })
    d.pick('Attack: Pierce')
    expect(active(d.state, 1).damage).toBe(110)
  })
})
