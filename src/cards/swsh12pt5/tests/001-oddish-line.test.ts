import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, game, top } from './helpers'

/** Snorlax V: 220 HP, weak to Fighting only, no Resistance: the damage it shows is the attack's. */
const SNORLAX_V = 'swsh1-141'
/** Snorlax VMAX: 340 HP, weak to Fighting only, so 240 damage does not Knock it Out. */
const SNORLAX_VMAX = { card: ['swsh1-141', 'swsh1-142'] }
const BELLOSSOM = [crz(1), crz(2), crz(3)]

describe('swsh12pt5-1 Oddish', () => {
  for (const [flips, dmg] of [
    [[true, true], 20],
    [[true, false], 10],
    [[false, false], 0],
  ] as const)
    it(`Leaf Boomerang: 10 for each of 2 heads (${flips.join(', ')} → ${dmg})`, () => {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: crz(1), energy: [E.fire] } }, { active: SNORLAX_V }],
      })
      d.pick('Attack: Leaf Boomerang')
      expect(active(d.state, 1).damage).toBe(dmg)
    })
})

describe('swsh12pt5-2 Gloom', () => {
  it('evolves from Oddish', () => {
    const d = game({ players: [{ active: crz(1), hand: [crz(2)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Oddish into Gloom')
    expect(top(d.state, active(d.state, 0))).toBe(crz(2))
  })

  it('Offensive Scent: 20 damage, then Confused and Poisoned (Poison adds 10 at the Checkup)', () => {
    const d = game({
      players: [{ active: { card: [crz(1), crz(2)], energy: [E.grass, E.fire] } }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Offensive Scent')
    const a = active(d.state, 1)
    expect(a.conditions).toMatchObject({ rotation: 'confused', poisoned: true })
    expect(a.damage).toBe(20 + 10)
  })
})

describe('swsh12pt5-3 Bellossom', () => {
  it('evolves from Gloom', () => {
    const d = game({ players: [{ active: { card: [crz(1), crz(2)] }, hand: [crz(3)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Gloom into Bellossom')
    expect(top(d.state, active(d.state, 0))).toBe(crz(3))
  })

  for (const heads of [3, 1, 0])
    it(`Flower Spin: 80 for each of 3 heads (${heads}), then Bellossom switches with a Benched Pokémon`, () => {
      const d = game({
        flips: [heads > 0, heads > 1, heads > 2],
        players: [
          { active: { card: BELLOSSOM, energy: [E.grass, E.fire] }, bench: [crz(7), crz(11)] },
          { active: SNORLAX_VMAX },
        ],
      })
      d.pick('Attack: Flower Spin')
      expect(d.labels()).toEqual(['Sunkern', 'Cherubi'])
      d.pick('Cherubi')
      expect(active(d.state, 1).damage).toBe(80 * heads)
      expect(top(d.state, active(d.state, 0))).toBe(crz(11))
      expect(top(d.state, bench(d.state, 0, 1))).toBe(crz(3))
    })

  it('Flower Spin with an empty Bench: the damage only, Bellossom stays Active', () => {
    const d = game({
      flips: [true, true, false],
      players: [{ active: { card: BELLOSSOM, energy: [E.grass, E.fire] } }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Flower Spin')
    expect(active(d.state, 1).damage).toBe(160)
    expect(top(d.state, active(d.state, 0))).toBe(crz(3))
  })
})
