import { describe, expect, it } from 'vitest'
import { E, active, bench, game, swsh1 } from './helpers'

describe('swsh1-3 Roselia', () => {
  it('Sweet Scent heals 30 from the chosen damaged Pokémon', () => {
    const d = game({
      players: [
        { active: { card: swsh1(3), energy: [E.grass], damage: 20 }, bench: [{ card: swsh1(5), damage: 50 }] },
        { active: swsh1(9) },
      ],
    })
    d.pick('Attack: Sweet Scent')
    expect(d.labels()).toEqual(['Roselia', 'Cottonee'])
    d.pick('Cottonee')
    expect(bench(d.state, 0, 0).damage).toBe(20)
    expect(active(d.state, 0).damage).toBe(20)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Sting: 20 damage', () => {
    const d = game({ players: [{ active: { card: swsh1(3), energy: [E.grass, E.grass] } }, { active: swsh1(9) }] })
    d.pick('Attack: Sting')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('swsh1-4 Roserade', () => {
  for (const heads of [true, false]) {
    it(`Paralyze Poison: 30 damage, Poisoned${heads ? ' and Paralyzed on heads' : ', not Paralyzed on tails'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: [swsh1(3), swsh1(4)], energy: [E.grass] } }, { active: swsh1(9) }],
      })
      d.pick('Attack: Paralyze Poison')
      const a = active(d.state, 1)
      expect(a.conditions.poisoned).toBe(true)
      expect(a.conditions.rotation).toBe(heads ? 'paralyzed' : null)
      // 30, then 1 Poison counter in Pokémon Checkup.
      expect(a.damage).toBe(40)
    })
  }

  it('Mega Drain: 90 damage, then heals 30 from Roserade', () => {
    const d = game({
      players: [
        { active: { card: [swsh1(3), swsh1(4)], energy: [E.grass, E.grass, E.grass], damage: 50 } },
        { active: swsh1(9) },
      ],
    })
    d.pick('Attack: Mega Drain')
    expect(active(d.state, 1).damage).toBe(90)
    expect(active(d.state, 0).damage).toBe(20)
  })
})
