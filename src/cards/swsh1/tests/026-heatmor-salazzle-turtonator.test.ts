import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, swsh1 } from './helpers'

const FFFF = [E.fire, E.fire, E.fire, E.fire]

describe('Searing Flame and Smog: swsh1-26 Heatmor, swsh1-27 Salandit, swsh1-28 Salazzle, swsh1-39 Centiskorch', () => {
  it('the Defending Pokémon takes the damage and is Burned (Smog: Poisoned)', () => {
    for (const [card, name, dmg, cond] of [
      [[swsh1(26)], 'Searing Flame', 10, 'burned'],
      [[swsh1(27)], 'Smog', 0, 'poisoned'],
      [[swsh1(27), swsh1(28)], 'Searing Flame', 20, 'burned'],
      [[swsh1(38), swsh1(39)], 'Searing Flame', 110, 'burned'],
    ] as const) {
      // Tails in Pokémon Checkup: a Burn stays.
      const d = game({
        flips: [false],
        players: [{ active: { card: [...card], energy: FFFF } }, { active: swsh1(24) }],
      })
      d.pick(`Attack: ${name}`)
      const a = active(d.state, 1)
      expect(a.conditions[cond]).toBe(true)
      // The condition's damage in Pokémon Checkup comes on top (Poison 10; Burn 20).
      expect(a.damage).toBe(dmg + (cond === 'poisoned' ? 10 : 20))
    }
  })
})

describe('Energy discards after the damage: Salazzle, Turtonator, Scorbunny', () => {
  it('Bright Flame 120, Fire Spin 150 discard 2 Energy; Ember 30 discards 1', () => {
    for (const [card, name, dmg, left] of [
      [[swsh1(27), swsh1(28)], 'Bright Flame', 120, 1],
      [[swsh1(29)], 'Fire Spin', 150, 2],
      [[swsh1(30)], 'Ember', 30, 1],
    ] as const) {
      const energy = name === 'Ember' ? [E.fire, E.water] : name === 'Fire Spin' ? FFFF : [E.fire, E.fire, E.water]
      const d = game({ players: [{ active: { card: [...card], energy } }, { active: swsh1(24) }] })
      d.pick(`Attack: ${name}`)
      // With more Energy than the discard takes, its owner chooses which go.
      if (d.decision.seat === 0) d.pickIndices([0])
      expect(active(d.state, 1).damage).toBe(dmg)
      expect(energyOf(d.state, active(d.state, 0))).toHaveLength(left)
    }
  })
})
