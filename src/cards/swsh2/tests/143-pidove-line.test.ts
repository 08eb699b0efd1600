import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

const PIDOVE = swsh2(143)
const TRANQUILL = swsh2(144)
const UNFEZANT = [swsh2(143), swsh2(144), swsh2(145)]
const HAWLUCHA = swsh2(148)
const C3 = [E.fire, E.fire, E.fire]

describe('swsh2-143 Pidove', () => {
  it('Chirp: up to 2 Pokémon with Fighting Resistance from the deck into the hand', () => {
    const d = game({
      players: [
        { active: { card: PIDOVE, energy: [E.fire] }, deck: [TRANQUILL, HAWLUCHA, PIDOVE, swsh2(108), E.fire] },
        { active: swsh2(108) },
      ],
    })
    d.pick('Attack: Chirp')
    // Sandaconda V (no Resistance) and the Energy are not offered.
    expect(d.labels().sort()).toEqual(['Hawlucha', 'Pidove', 'Tranquill'])
    expect(d.decision.max).toBe(2)
    d.pick('Tranquill', 'Hawlucha')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([HAWLUCHA, TRANQUILL].sort())
    expect(pile(d.state, 0, 'deck')).toHaveLength(3)
  })
})

describe('swsh2-144 Tranquill', () => {
  it('Gust: 60 damage', () => {
    const d = game({ players: [{ active: { card: [PIDOVE, TRANQUILL], energy: C3 } }, { active: swsh2(108) }] })
    d.pick('Attack: Gust')
    expect(active(d.state, 1).damage).toBe(60)
  })
})

describe('swsh2-145 Unfezant', () => {
  const STONJOURNER = { card: swsh2(111), energy: [E.fighting, E.fighting, E.fighting] } // Mega Kick: 80

  it("Daunt: 50 damage; the Defending Pokémon's attacks do 50 less during the opponent's next turn", () => {
    const d = game({ players: [{ active: { card: UNFEZANT, energy: C3 } }, { active: STONJOURNER }] })
    d.pick('Attack: Daunt')
    expect(active(d.state, 1).damage).toBe(50)
    // Mega Kick 80 − 50 = 30, then Unfezant's Fighting Resistance −30.
    d.pick('Attack: Mega Kick')
    expect(active(d.state, 0).damage).toBe(0)
  })

  it('Daunt is subtracted before Weakness', () => {
    const MAGNETON = { card: ['sv3pt5-81', 'sv3pt5-82'], energy: [E.lightning, E.lightning, E.lightning] }
    const d = game({ players: [{ active: { card: UNFEZANT, energy: C3 } }, { active: MAGNETON }] })
    d.pick('Attack: Daunt').pick('Attack: Head Bolt')
    // Head Bolt (60 − 50) × 2 for Unfezant's Lightning Weakness.
    expect(active(d.state, 0).damage).toBe(20)
  })

  it("Daunt ends with the opponent's next turn", () => {
    const d = game({ players: [{ active: { card: UNFEZANT, energy: C3 } }, { active: STONJOURNER }] })
    d.pick('Attack: Daunt').pick('End turn').pick('End turn').pick('Attack: Mega Kick')
    expect(active(d.state, 0).damage).toBe(50)
  })

  it('Air Slash: 150 damage, then an Energy discarded from Unfezant', () => {
    const d = game({ players: [{ active: { card: UNFEZANT, energy: C3 } }, { active: swsh2(108) }] })
    d.pick('Attack: Air Slash')
    if (d.decision.seat === 0) d.pick('Basic Fire Energy')
    expect(active(d.state, 1).damage).toBe(150)
    expect(active(d.state, 0).energy).toHaveLength(2)
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
  })
})
