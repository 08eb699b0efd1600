import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, menu, pile, swsh1, top } from './helpers'

const THWACKEY_12 = [swsh1(11), swsh1(12)]
const THWACKEY_13 = [swsh1(11), swsh1(13)]
const GG = [E.grass, E.grass]
const GGGC = [E.grass, E.grass, E.grass, E.grass]

describe('swsh1-10 Grookey: Fury Swipes', () => {
  it('flips 3 coins, 10 damage for each heads', () => {
    for (const [flips, dmg] of [
      [[true, true, false], 20],
      [[false, false, false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: swsh1(10), energy: GG } }, { active: swsh1(9) }],
      })
      d.pick('Attack: Fury Swipes')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('swsh1-11 Grookey, swsh1-13 Thwackey, swsh1-14 Rillaboom: plain damage', () => {
  it('Scratch 10, Beat 20; Thwackey Beat 30; Rillaboom Hammer In 140', () => {
    for (const [card, name, dmg] of [
      [[swsh1(11)], 'Scratch', 10],
      [[swsh1(11)], 'Beat', 20],
      [THWACKEY_13, 'Beat', 30],
      [[...THWACKEY_13, swsh1(14)], 'Hammer In', 140],
    ] as const) {
      const d = game({ players: [{ active: { card: [...card], energy: GGGC } }, { active: swsh1(9) }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('swsh1-12 Thwackey', () => {
  it("Taunt: you choose which of your opponent's Benched Pokémon becomes their Active", () => {
    const d = game({
      players: [{ active: { card: THWACKEY_12, energy: GG } }, { active: swsh1(9), bench: [swsh1(5), swsh1(8)] }],
    })
    d.pick('Attack: Taunt')
    expect(d.decision.seat).toBe(0)
    d.pick('Durant')
    expect(top(d.state, active(d.state, 1))).toBe(swsh1(8))
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Taunt does nothing when the opponent has no Benched Pokémon', () => {
    const d = game({ players: [{ active: { card: THWACKEY_12, energy: GG } }, { active: swsh1(9) }] })
    d.pick('Attack: Taunt')
    expect(top(d.state, active(d.state, 1))).toBe(swsh1(9))
    expect(d.decision.seat).toBe(1)
  })

  it('Double Hit: 2 coins, 60 for each heads', () => {
    for (const [flips, dmg] of [
      [[true, true], 120],
      [[true, false], 60],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: THWACKEY_12, energy: GGGC } }, { active: swsh1(9) }],
      })
      d.pick('Attack: Double Hit')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('swsh1-13 Thwackey: Ambush', () => {
  it('50, or 80 on heads', () => {
    for (const [heads, dmg] of [
      [true, 80],
      [false, 50],
    ] as const) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: THWACKEY_13, energy: GGGC } }, { active: swsh1(9) }],
      })
      d.pick('Attack: Ambush')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('swsh1-14 Rillaboom: Voltage Beat', () => {
  const RILLABOOM = [...THWACKEY_13, swsh1(14)]

  it('attaches up to 2 Grass Energy cards from the deck to one of your Pokémon, once a turn', () => {
    const d = game({
      players: [
        { active: swsh1(5), bench: [{ card: RILLABOOM }], deck: [E.grass, E.water, E.grass, E.grass] },
        { active: swsh1(9) },
      ],
    })
    d.pick('Use Voltage Beat')
    expect(d.labels()).toEqual(['Basic Grass Energy', 'Basic Grass Energy', 'Basic Grass Energy'])
    d.pickIndices([0, 1])
    d.pick('Cottonee')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.grass, E.grass])
    expect(pile(d.state, 0, 'deck').sort()).toEqual([E.grass, E.water].sort())
    expect(menu(d)).not.toContain('Use Voltage Beat')
    expect(bench(d.state, 0, 0).energy).toEqual([])
  })

  it('may find nothing', () => {
    const d = game({ players: [{ active: { card: RILLABOOM }, deck: [E.grass] }, { active: swsh1(9) }] })
    d.pick('Use Voltage Beat').pickIndices([])
    expect(active(d.state, 0).energy).toEqual([])
    expect(pile(d.state, 0, 'deck')).toEqual([E.grass])
  })
})

describe('swsh1-15 Rillaboom', () => {
  const RILLABOOM = [...THWACKEY_13, swsh1(15)]

  it("Drum Roll: 90 to the Active, 10 to each of the opponent's Benched Pokémon", () => {
    const d = game({
      players: [{ active: { card: RILLABOOM, energy: GGGC } }, { active: swsh1(9), bench: [swsh1(5), swsh1(8)] }],
    })
    d.pick('Attack: Drum Roll')
    expect(active(d.state, 1).damage).toBe(90)
    expect(d.state.players[1].bench.map((s) => s.damage)).toEqual([10, 10])
  })

  it("Drum Beating: 180; it can't be used during your next turn, Drum Roll can", () => {
    const d = game({ players: [{ active: { card: RILLABOOM, energy: GGGC } }, { active: swsh1(9) }] })
    d.pick('Attack: Drum Beating')
    expect(active(d.state, 1).damage).toBe(180)
    d.pick('End turn')
    expect(menu(d)).not.toContain('Attack: Drum Beating')
    expect(menu(d)).toContain('Attack: Drum Roll')
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Drum Beating')
  })
})
