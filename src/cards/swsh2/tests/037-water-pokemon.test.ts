import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2, top } from './helpers'

const TARGET = { card: [swsh2(17), swsh2(18)] }

describe('swsh2-37 Galarian Mr. Mime', () => {
  it('Icy Wind: 10 damage, then Asleep', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: swsh2(37), energy: [E.water] } }, { active: TARGET }],
    })
    d.pick('Attack: Icy Wind')
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })

  it('Triple Spin: 20 for each heads of 3 coins', () => {
    const d = game({
      flips: [true, false, true],
      players: [{ active: { card: swsh2(37), energy: [E.water, E.water] } }, { active: TARGET }],
    })
    d.pick('Attack: Triple Spin')
    expect(active(d.state, 1).damage).toBe(40)
  })

  it("Chandelure's Protective Glow covers Chandelure itself when it has Energy", () => {
    for (const [energy, damage] of [
      [[E.fire], 10],
      [[], 20],
    ] as const) {
      const d = game({
        flips: [true],
        players: [
          { active: { card: swsh2(37), energy: [E.water] } },
          { active: { card: [swsh2(31), swsh2(32), swsh2(33)], energy: [...energy] } },
        ],
      })
      d.pick('Attack: Icy Wind')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})

describe('swsh2-39 Magikarp', () => {
  it('Leap Out switches it with a Benched Pokémon', () => {
    const d = game({
      players: [{ active: { card: swsh2(39), energy: [E.water] }, bench: [swsh2(41)] }, { active: TARGET }],
    })
    d.pick('Attack: Leap Out')
    if (d.decision.ask !== 'main' && d.decision.seat === 0) d.pick('Wingull')
    expect(top(d.state, active(d.state, 0))).toBe(swsh2(41))
  })
})

describe('swsh2-41 Wingull, swsh2-42 Pelipper', () => {
  it('Collect draws a card', () => {
    const d = game({
      players: [{ active: { card: swsh2(41), energy: [E.water] }, deck: [swsh2(1), E.fire] }, { active: TARGET }],
    })
    d.pick('Attack: Collect')
    expect(pile(d.state, 0, 'hand')).toEqual([swsh2(1)])
  })

  it('Top Entry is not offered for a card drawn by an attack', () => {
    const d = game({
      players: [{ active: { card: swsh2(41), energy: [E.water] }, deck: [swsh2(8), E.fire] }, { active: TARGET }],
    })
    d.pick('Attack: Collect')
    expect(pile(d.state, 0, 'hand')).toEqual([swsh2(8)])
    expect(d.decision.seat).toBe(1)
    expect(d.decision.ask).toBe('main')
  })

  it('Power Cyclone: 110 damage, then an Energy moves to a Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: [swsh2(41), swsh2(42)], energy: [E.water, E.fire, E.fire] }, bench: [swsh2(39)] },
        { active: TARGET },
      ],
    })
    d.pick('Attack: Power Cyclone').pick('Water Energy')
    if (d.decision.ask !== 'main' && d.decision.seat === 0) d.pick('Magikarp')
    expect(active(d.state, 1).damage).toBe(110)
    expect(d.state.players[0].bench[0]!.energy).toHaveLength(1)
    expect(active(d.state, 0).energy).toHaveLength(2)
  })
})

describe('swsh2-43 Milotic V', () => {
  it("Aqua Impact: 10 + 50 for each Colorless in the Defending Pokémon's Retreat Cost (3 → 160)", () => {
    const d = game({
      players: [{ active: { card: swsh2(43), energy: [E.water, E.water, E.water] } }, { active: TARGET }],
    })
    d.pick('Attack: Aqua Impact')
    expect(active(d.state, 1).damage).toBe(160)
  })

  it('Hypno Splash: 150 damage, then Asleep', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: swsh2(43), energy: [E.water, E.water, E.water, E.water] } }, { active: TARGET }],
    })
    d.pick('Attack: Hypno Splash')
    expect(active(d.state, 1).damage).toBe(150)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })
})

describe('swsh2-44 Tympole line', () => {
  it('Spiral Attack and Twirling Sign confuse', () => {
    for (const [card, energy, name, dmg] of [
      [[swsh2(44)], [E.water], 'Spiral Attack', 0],
      [[swsh2(44), swsh2(45)], [E.water, E.water], 'Twirling Sign', 30],
      [[swsh2(44), swsh2(45), swsh2(46)], [E.water], 'Split Spiral Punch', 30],
    ] as const) {
      const d = game({ players: [{ active: { card: [...card], energy: [...energy] } }, { active: TARGET }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(dmg)
      expect(active(d.state, 1).conditions.rotation).toBe('confused')
    }
  })

  for (const confused of [true, false])
    it(`Resonance: 120, or 240 against a Confused Pokémon (${confused})`, () => {
      const d = game({
        players: [
          { active: { card: [swsh2(44), swsh2(45), swsh2(46)], energy: [E.water, E.water, E.water, E.water] } },
          { active: { ...TARGET, conditions: confused ? ['confused'] : [] } },
        ],
      })
      d.pick('Attack: Resonance')
      expect(active(d.state, 1).damage).toBe(confused ? 240 : 120)
    })
})
