import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, sv } from './helpers'

const VENUSAUR = [sv(1), sv(2), sv(3)]

describe('sv3pt5-1 Bulbasaur, sv3pt5-2 Ivysaur: Leech Seed', () => {
  it('deals its damage, then heals 20 from itself (never below 0)', () => {
    for (const [card, dmg] of [
      [[sv(1)], 20],
      [[sv(1), sv(2)], 30],
    ] as const) {
      for (const [before, after] of [
        [30, 10],
        [10, 0],
      ]) {
        const d = game({
          players: [{ active: { card: [...card], energy: [E.grass, E.grass], damage: before } }, { active: sv(13) }],
        })
        d.pick('Attack: Leech Seed')
        // Weedle (50 HP) takes the damage; Weakness is Fire, so Grass deals the printed amount.
        expect(active(d.state, 1).damage).toBe(dmg)
        expect(active(d.state, 0).damage).toBe(after)
      }
    }
  })

  it('Ivysaur Vine Whip: 80 damage', () => {
    const d = game({
      players: [{ active: { card: [sv(1), sv(2)], energy: [E.grass, E.grass, E.grass] } }, { active: sv(31) }],
    })
    d.pick('Attack: Vine Whip')
    expect(active(d.state, 1).damage).toBe(80)
  })
})

describe('sv3pt5-3 Venusaur ex', () => {
  it('Tranquil Flower heals 60 from one of your Pokémon, once per turn, from the Active Spot', () => {
    const d = game({
      players: [{ active: { card: VENUSAUR, damage: 100 }, bench: [{ card: sv(1), damage: 50 }] }, { active: sv(13) }],
    })
    d.pick('Use Tranquil Flower')
    expect(d.labels()).toEqual(['Venusaur ex', 'Bulbasaur'])
    d.pick('Venusaur ex')
    expect(active(d.state, 0).damage).toBe(40)
    expect(menu(d)).not.toContain('Use Tranquil Flower')
    // Healing stops at 0 damage.
    const e = game({
      players: [{ active: { card: VENUSAUR }, bench: [{ card: sv(1), damage: 50 }] }, { active: sv(13) }],
    })
    e.pick('Use Tranquil Flower').pick('Bulbasaur')
    expect(bench(e.state, 0, 0).damage).toBe(0)
  })

  it('Tranquil Flower is not offered from the Bench or with no damage anywhere', () => {
    const benched = game({
      players: [{ active: { card: sv(1), damage: 30 }, bench: [{ card: VENUSAUR }] }, { active: sv(13) }],
    })
    expect(menu(benched)).not.toContain('Use Tranquil Flower')
    const healthy = game({ players: [{ active: { card: VENUSAUR }, bench: [sv(1)] }, { active: sv(13) }] })
    expect(menu(healthy)).not.toContain('Use Tranquil Flower')
  })

  it('Dangerous Toxwhip: 150 damage, the Defending Pokémon is Confused and Poisoned', () => {
    const d = game({
      players: [
        { active: { card: VENUSAUR, energy: [E.grass, E.grass, E.fire] } },
        { active: { card: [sv(23), sv(24)] } },
      ],
    })
    d.pick('Attack: Dangerous Toxwhip')
    const a = active(d.state, 1)
    expect(a.conditions.rotation).toBe('confused')
    expect(a.conditions.poisoned).toBe(true)
    // 150 from the attack, then 1 Poison counter in Pokémon Checkup.
    expect(a.damage).toBe(160)
  })

  it('is worth 2 Prize cards', () => {
    const d = game({
      players: [
        { active: { card: [sv(4), sv(5), sv(6)], energy: [E.fire], damage: 10 } },
        { active: { card: VENUSAUR, damage: 300 }, bench: [sv(1)] },
      ],
    })
    // Brave Wing: 160 ×2 (Weakness to Fire) Knocks Out Venusaur ex.
    d.pick('Attack: Brave Wing')
    expect(d.decision.text).toBe('Take 2 Prize cards')
    d.pick('Prize card 1', 'Prize card 2')
    expect(d.state.players[0].prizes.length).toBe(4)
  })
})
