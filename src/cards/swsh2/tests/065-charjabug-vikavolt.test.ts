import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, swsh2 } from './helpers'

const RILLABOOM_VMAX = [swsh2(17), swsh2(18)] // 330 HP, weak to Fire: no Weakness or Resistance against Lightning
const CHARJABUG = [swsh2(16), swsh2(65)]
const VIKAVOLT = [swsh2(16), swsh2(65), swsh2(66)]

describe('swsh2-65 Charjabug', () => {
  it('evolves from Grubbin, and Vikavolt from it', () => {
    const d = game({ players: [{ active: swsh2(16), hand: [swsh2(65)] }, { active: swsh2(12) }] })
    d.pick('Evolve Grubbin into Charjabug')
    const v = game({ players: [{ active: { card: CHARJABUG }, hand: [swsh2(66)] }, { active: swsh2(12) }] })
    v.pick('Evolve Charjabug into Vikavolt')
    expect(active(v.state, 0).stack).toHaveLength(3)
  })

  it('Charge: attaches up to 2 Lightning Energy cards from the deck to itself', () => {
    const d = game({
      players: [
        { active: { card: CHARJABUG, energy: [E.fire] }, deck: [E.lightning, E.fire, E.lightning, E.lightning] },
        { active: { card: RILLABOOM_VMAX } },
      ],
    })
    d.pick('Attack: Charge')
    expect(d.labels()).toEqual(Array(3).fill('Basic Lightning Energy'))
    expect(d.decision.max).toBe(2)
    d.pickIndices([0, 2])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.lightning, E.lightning])
    expect(pile(d.state, 0, 'deck').filter((c) => c === E.lightning)).toHaveLength(1)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Lightning Ball: 70 damage', () => {
    const d = game({
      players: [
        { active: { card: CHARJABUG, energy: [E.lightning, E.lightning, E.fire] } },
        { active: { card: RILLABOOM_VMAX } },
      ],
    })
    d.pick('Attack: Lightning Ball')
    expect(active(d.state, 1).damage).toBe(70)
  })
})

describe('swsh2-66 Vikavolt', () => {
  it('Powerful Storm: 60 plus 20 for each Energy on all of your Pokémon, of any type', () => {
    const d = game({
      players: [
        {
          active: { card: VIKAVOLT, energy: [E.lightning, E.fire, E.water] },
          bench: [{ card: swsh2(12), energy: [E.grass, E.psychic] }, swsh2(1)],
        },
        { active: { card: RILLABOOM_VMAX, energy: [E.grass, E.grass] } },
      ],
    })
    d.pick('Attack: Powerful Storm')
    // 5 Energy on the attacker's side; the opponent's do not count.
    expect(active(d.state, 1).damage).toBe(60 + 20 * 5)
  })

  it('Thunder Jolt Beam: 170 damage, and 30 to itself', () => {
    const d = game({
      players: [
        { active: { card: VIKAVOLT, energy: [E.lightning, E.fire, E.fire, E.fire] } },
        { active: { card: RILLABOOM_VMAX } },
      ],
    })
    d.pick('Attack: Thunder Jolt Beam')
    expect(active(d.state, 1).damage).toBe(170)
    expect(active(d.state, 0).damage).toBe(30)
  })
})
