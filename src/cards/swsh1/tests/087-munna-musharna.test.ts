import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const MUSHARNA = [swsh1(87), swsh1(88)]
const WOBBUFFET = swsh1(86)

describe('swsh1-87 Munna', () => {
  it('Moonlight heals 30 damage from Munna', () => {
    const d = game({ players: [{ active: { card: swsh1(87), energy: [E.fire], damage: 40 } }, { active: WOBBUFFET }] })
    d.pick('Attack: Moonlight')
    expect(active(d.state, 0).damage).toBe(10)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Psychic Sphere: 30 damage', () => {
    const d = game({ players: [{ active: { card: swsh1(87), energy: [E.psychic, E.fire] } }, { active: WOBBUFFET }] })
    d.pick('Attack: Psychic Sphere')
    expect(active(d.state, 1).damage).toBe(30)
  })
})

describe('swsh1-88 Musharna', () => {
  it('Sleepy Pulse: Asleep, and at Checkup its owner flips 2 coins; it wakes only on 2 heads', () => {
    for (const [flips, asleep] of [
      [[true, true], false],
      [[true, false], true],
      [[false, true], true],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: MUSHARNA, energy: [E.fire] } }, { active: WOBBUFFET }],
      })
      d.pick('Attack: Sleepy Pulse')
      expect(active(d.state, 1).conditions.rotation).toBe(asleep ? 'asleep' : null)
    }
  })

  it('Super Hypnoblast: 10, or 130 against an Asleep Pokémon', () => {
    for (const [conditions, dmg] of [
      [[], 10],
      [['asleep'], 130],
    ] as const) {
      const d = game({
        flips: [false],
        players: [
          { active: { card: MUSHARNA, energy: [E.psychic, E.fire] } },
          { active: { card: WOBBUFFET, conditions: [...conditions] } },
        ],
      })
      d.pick('Attack: Super Hypnoblast')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})
