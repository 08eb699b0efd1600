import { describe, expect, it } from 'vitest'
import { E, P, active, game } from './helpers'

describe('base1-59 Poliwag — Water Gun', () => {
  it.each([
    [[E.water], 10],
    [[E.water, E.water], 20],
    [[E.water, E.water, E.water], 30],
    [[E.water, E.water, E.water, E.water], 30],
    [[E.water, E.fire, E.fire], 10],
  ] as [string[], number][])('with %j attached does %i', (energy, dmg) => {
    const d = game({ players: [{ active: { card: 'base1-59', energy } }, { active: 'base1-56' }] })
    d.pick('Attack: Water Gun')
    expect(active(d.state, 1).damage).toBe(dmg)
  })
  // Magmar is weak to Water. Modern (DMG-2 before DMG-3): (10 + 10) × 2 = 40. Classic 1999 (B-12, seed 004: Weakness
  // comes before every other effect that changes the damage): 10 × 2 + 10 = 30.
  it.each([
    ['modern', 40],
    ['classic1999', 30],
  ] as const)('Weakness and the extra damage (%s): %i', (rules, dmg) => {
    const d = game({
      rules,
      players: [{ active: { card: 'base1-59', energy: [E.water, E.water] } }, { active: 'base1-36' }],
    })
    d.pick('Attack: Water Gun')
    expect(active(d.state, 1).damage).toBe(dmg)
  })
  // Metronome copies an attack "except for its Energy costs": no Energy pays for the copy, so every Water Energy on
  // Clefairy is "not used to pay for this attack's Energy cost" and counts, at most 2 (as Hydro Pump and Poliwrath's
  // Water Gun copied, docs/rulings/base1-pokemon-01-34.md). Clefairy with 2 Water and a Fire: 10 + 20.
  it.each([
    [[E.water, E.fire, E.fire], 20],
    [[E.water, E.water, E.fire], 30],
    [[E.water, E.water, E.water], 30],
  ] as [string[], number][])('copied by Metronome, Clefairy with %j does %i', (energy, dmg) => {
    const d = game({ players: [{ active: { card: P.clefairy, energy } }, { active: 'base1-59' }] })
    d.pick('Attack: Metronome')
    expect(active(d.state, 1).damage).toBe(dmg)
  })
})
