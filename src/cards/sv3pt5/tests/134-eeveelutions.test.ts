import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, sv } from './helpers'

const C3 = (t: string) => [t, E.fire, E.fire]

describe('sv3pt5-134 Vaporeon, 135 Jolteon, 136 Flareon: +90 against a Pokémon ex or V', () => {
  for (const [card, attack, energy] of [
    [sv(134), 'Fighting Whirlpool', C3(E.water)],
    [sv(135), 'Fighting Lightning', C3(E.lightning)],
    [sv(136), 'Fighting Blaze', C3(E.fire)],
  ] as const) {
    it(`${attack}: 180 against Kangaskhan ex, 90 against Snorlax`, () => {
      const ex = game({ players: [{ active: { card: [sv(133), card], energy: [...energy] } }, { active: sv(115) }] })
      ex.pick(`Attack: ${attack}`)
      expect(active(ex.state, 1).damage).toBe(180)
      const plain = game({ players: [{ active: { card: [sv(133), card], energy: [...energy] } }, { active: sv(143) }] })
      plain.pick(`Attack: ${attack}`)
      expect(active(plain.state, 1).damage).toBe(90)
    })
  }
})

describe('sv3pt5-134 Vaporeon', () => {
  it('Spiral Drain does 30 and heals 30 from Vaporeon', () => {
    const d = game({
      players: [{ active: { card: [sv(133), sv(134)], energy: [E.water], damage: 50 } }, { active: sv(143) }],
    })
    d.pick('Attack: Spiral Drain')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(20)
  })
})

describe('sv3pt5-135 Jolteon', () => {
  it('Linear Attack: 30 to any opposing Pokémon, Weakness only for the Active', () => {
    const d = game({
      players: [{ active: { card: [sv(133), sv(135)], energy: [E.lightning] } }, { active: sv(143), bench: [sv(119)] }],
    })
    d.pick('Attack: Linear Attack').pick('Seaking')
    expect(bench(d.state, 1, 0).damage).toBe(30)
    const a = game({
      players: [{ active: { card: [sv(133), sv(135)], energy: [E.lightning] } }, { active: sv(119), bench: [sv(143)] }],
    })
    a.pick('Attack: Linear Attack').pick('Seaking')
    expect(active(a.state, 1).damage).toBe(60)
  })
})

describe('sv3pt5-136 Flareon', () => {
  for (const heads of [true, false]) {
    it(`Destructive Flame: 30 damage, an Energy discarded only on heads (${heads ? 'heads' : 'tails'})`, () => {
      const d = game({
        flips: [heads],
        players: [
          { active: { card: [sv(133), sv(136)], energy: [E.fire] } },
          { active: { card: sv(143), energy: [E.water, E.grass] } },
        ],
      })
      d.pick('Attack: Destructive Flame')
      if (heads) d.pick('Basic Grass Energy')
      expect(active(d.state, 1).damage).toBe(30)
      expect(energyOf(d.state, active(d.state, 1))).toEqual(heads ? [E.water] : [E.water, E.grass])
    })
  }
})
