import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, swsh1 } from './helpers'

const FERROTHORN = [swsh1(130), swsh1(131)]
const TARGET = [swsh1(97), swsh1(98), swsh1(99)] // Rhyperior: 190 HP, weak to Grass only

describe('swsh1-131 Ferrothorn', () => {
  it.each([
    [[true, true, true], 90],
    [[true, false, true], 60],
    [[false, false, false], 0],
  ])('Triple Smash: flips %j do %i damage', (flips, dmg) => {
    const d = game({
      flips,
      players: [{ active: { card: FERROTHORN, energy: [E.fire] } }, { active: { card: TARGET } }],
    })
    d.pick('Attack: Triple Smash')
    expect(active(d.state, 1).damage).toBe(dmg)
  })

  it('Energy Slap: 100 damage, then every Energy may move to the chosen Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: FERROTHORN, energy: [E.metal, E.metal, E.fire] }, bench: [swsh1(130), swsh1(140)] },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Attack: Energy Slap').pick('Snorlax')
    expect(active(d.state, 1).damage).toBe(100)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([])
    expect(energyOf(d.state, bench(d.state, 0, 1))).toEqual([E.metal, E.metal, E.fire])
  })

  it('Energy Slap: declining keeps the Energy on Ferrothorn', () => {
    const d = game({
      players: [
        { active: { card: FERROTHORN, energy: [E.metal, E.metal, E.fire] }, bench: [swsh1(130)] },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Attack: Energy Slap').pickIndices([])
    expect(active(d.state, 1).damage).toBe(100)
    expect(energyOf(d.state, active(d.state, 0))).toHaveLength(3)
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([])
  })
})
