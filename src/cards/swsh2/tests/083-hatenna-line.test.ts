import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

describe('swsh2-83 Hatenna', () => {
  it('Find a Friend: a Pokémon card from the deck into the hand', () => {
    const d = game({
      players: [
        { active: { card: swsh2(83), energy: [E.fire] }, deck: [E.fire, swsh2(96), E.water] },
        { active: swsh2(111) },
      ],
    })
    d.pick('Attack: Find a Friend')
    expect(d.labels()).toEqual(['Nosepass'])
    d.pick('Nosepass')
    expect(pile(d.state, 0, 'hand')).toContain(swsh2(96))
    expect(pile(d.state, 0, 'deck')).toHaveLength(2)
  })
})

describe('swsh2-84 Hattrem', () => {
  const HATTREM = [swsh2(83), swsh2(84)]
  it('Calm Mind heals 30 from Hattrem', () => {
    const d = game({ players: [{ active: { card: HATTREM, energy: [E.fire], damage: 40 } }, { active: swsh2(111) }] })
    d.pick('Attack: Calm Mind')
    expect(active(d.state, 0).damage).toBe(10)
    expect(active(d.state, 1).damage).toBe(0)
  })
  it('Brutal Swing: 30, or 60 on heads', () => {
    for (const [heads, dmg] of [
      [true, 60],
      [false, 30],
    ] as const) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: HATTREM, energy: [E.fire, E.fire] } }, { active: swsh2(111) }],
      })
      d.pick('Attack: Brutal Swing')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('swsh2-85 Hatterene', () => {
  const HATTERENE = [swsh2(83), swsh2(84), swsh2(85)]

  it('Mind Hat: the opponent discards a card first, then you; once a turn', () => {
    const d = game({
      players: [
        { active: { card: HATTERENE }, hand: [E.grass, E.water] },
        { active: swsh2(111), hand: [E.metal, E.darkness] },
      ],
    })
    d.pick('Use Mind Hat')
    expect(d.decision.seat).toBe(1)
    d.pick('Basic Darkness Energy')
    expect(d.decision.seat).toBe(0)
    d.pick('Basic Water Energy')
    expect(pile(d.state, 1, 'discard')).toEqual([E.darkness])
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
    expect(d.labels().some((l) => l.includes('Mind Hat'))).toBe(false)
  })

  it('Mind Hat when only the opponent has cards: only they discard', () => {
    const d = game({ players: [{ active: { card: HATTERENE } }, { active: swsh2(111), hand: [E.metal] }] })
    d.pick('Use Mind Hat').pick('Basic Metal Energy')
    expect(pile(d.state, 1, 'discard')).toEqual([E.metal])
  })

  it('Dripping Grudge: 1 damage counter for each Pokémon card in your discard pile', () => {
    const d = game({
      players: [
        { active: { card: HATTERENE, energy: [E.psychic] }, discard: [swsh2(96), swsh2(99), E.fire, swsh2(112)] },
        { active: swsh2(111) },
      ],
    })
    d.pick('Attack: Dripping Grudge')
    expect(active(d.state, 1).damage).toBe(30)
  })
})
