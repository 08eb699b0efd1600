import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2, top } from './helpers'

const LUDICOLO = [swsh2(7), swsh2(8), swsh2(9)]

describe('swsh2-7 Lotad', () => {
  it('Mini Drain: 10 damage and heals 10 from Lotad; Ram 20', () => {
    const d = game({
      players: [
        { active: { card: swsh2(7), energy: [E.grass], damage: 30 } },
        { active: { card: swsh2(7), energy: [E.grass, E.fire] } },
      ],
    })
    d.pick('Attack: Mini Drain')
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 0).damage).toBe(20)
    d.pick('Attack: Ram')
    expect(active(d.state, 0).damage).toBe(40)
  })
})

describe('swsh2-8 Lombre: Top Entry', () => {
  /** Seat 0 ends its turn; seat 1 draws Lombre for its turn. */
  const drawLombre = (bench: string[] = []) =>
    game({
      players: [{ active: swsh2(12) }, { active: swsh2(12), bench, deck: [swsh2(8), E.fire] }],
    }).pick('End turn')

  it('drawn at the start of the turn, it may go straight onto the Bench', () => {
    const d = drawLombre()
    expect(d.decision.seat).toBe(1)
    d.pick('Yes')
    expect(d.state.players[1].bench.map((s) => top(d.state, s))).toEqual([swsh2(8)])
    expect(pile(d.state, 1, 'hand')).toEqual([])
  })

  it('declined, it goes into the hand; with a full Bench it is not offered', () => {
    expect(pile(drawLombre().pick('No').state, 1, 'hand')).toEqual([swsh2(8)])
    const full = drawLombre(Array(5).fill(swsh2(1)))
    expect(full.decision.ask).toBe('main')
    expect(pile(full.state, 1, 'hand')).toEqual([swsh2(8)])
  })

  for (const heads of [0, 2, 3])
    it(`Fury Swipes: 40 for each of 3 coins' heads (${heads})`, () => {
      const d = game({
        flips: [heads > 0, heads > 1, heads > 2],
        players: [{ active: { card: [swsh2(7), swsh2(8)], energy: [E.grass, E.fire, E.fire] } }, { active: swsh2(6) }],
      })
      d.pick('Attack: Fury Swipes')
      expect(active(d.state, 1).damage).toBe(40 * heads)
    })
})

describe('swsh2-9 Ludicolo', () => {
  it('Spirited Rushdown: 60 for each Prize card taken (2 taken: 120; none: 0)', () => {
    const took4 = game({
      players: [
        { active: { card: LUDICOLO, energy: [E.fire, E.fire] }, prizes: [E.fire, E.fire, E.fire, E.fire] },
        { active: swsh2(6) },
      ],
    })
    took4.pick('Attack: Spirited Rushdown')
    expect(active(took4.state, 1).damage).toBe(120)
    const none = game({ players: [{ active: { card: LUDICOLO, energy: [E.fire, E.fire] } }, { active: swsh2(6) }] })
    none.pick('Attack: Spirited Rushdown')
    expect(active(none.state, 1).damage).toBe(0)
  })

  it('Mega Drain: 120 damage and heals 30 from Ludicolo', () => {
    const d = game({
      players: [{ active: { card: LUDICOLO, energy: [E.grass, E.fire, E.fire], damage: 50 } }, { active: swsh2(6) }],
    })
    d.pick('Attack: Mega Drain')
    expect(active(d.state, 1).damage).toBe(120)
    expect(active(d.state, 0).damage).toBe(20)
  })
})
