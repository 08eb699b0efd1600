import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, swsh1 } from './helpers'

const STUNFISK = swsh1(132)
const PAWNIARD = swsh1(133) // Metal Claw: 20 for [M][C]
const TWIN = 'swsh2-174' // Twin Energy: a Special Energy providing 2 Colorless
const TARGET = [swsh1(97), swsh1(98), swsh1(99)] // Rhyperior: 190 HP, weak to Grass only

describe('swsh1-132 Galarian Stunfisk: Snap Trap', () => {
  it('an attack damaging the Active Stunfisk costs the attacker an Energy (the one attached last)', () => {
    const d = game({
      players: [{ active: { card: PAWNIARD, energy: [E.metal, E.fire, E.water] } }, { active: { card: STUNFISK } }],
    })
    d.pick('Attack: Metal Claw')
    expect(active(d.state, 1).damage).toBe(20)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.metal, E.fire])
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
  })

  it('takes a Special Energy providing 2 before a basic one', () => {
    const d = game({
      players: [{ active: { card: PAWNIARD, energy: [TWIN, E.metal] } }, { active: { card: STUNFISK } }],
    })
    d.pick('Attack: Metal Claw')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.metal])
  })

  it('works even when the attack Knocks Stunfisk Out', () => {
    const d = game({
      players: [
        { active: { card: PAWNIARD, energy: [E.metal, E.fire] } },
        { active: { card: STUNFISK, damage: 110 }, bench: [{ card: TARGET }] },
      ],
    })
    d.pick('Attack: Metal Claw')
    expect(pile(d.state, 1, 'discard')).toContain(STUNFISK)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.metal])
  })

  it('an attack doing no damage costs nothing', () => {
    const d = game({
      players: [
        { active: { card: swsh1(127), energy: [E.metal, E.fire] } }, // Hone Claws: no damage
        { active: { card: STUNFISK } },
      ],
    })
    d.pick('Attack: Hone Claws')
    expect(energyOf(d.state, active(d.state, 0))).toHaveLength(2)
  })
})

describe('swsh1-132 Galarian Stunfisk: Damage Rush', () => {
  it.each([
    [[false], 30],
    [[true, false], 60],
    [[true, true, true, false], 120],
  ])('flips %j do %i damage', (flips, dmg) => {
    const d = game({
      flips,
      players: [{ active: { card: STUNFISK, energy: [E.metal, E.fire] } }, { active: { card: TARGET } }],
    })
    d.pick('Attack: Damage Rush')
    expect(active(d.state, 1).damage).toBe(dmg)
  })
})
