import { describe, expect, it } from 'vitest'
import type { Driver } from '../../../engine/testing/scenario'
import { E, game, pile, sv } from './helpers'

const dealt = (d: Driver): number =>
  d.events.reduce(
    (n, e) => (e.type === 'damage' && e.target.seat === 1 && e.target.zone === 'active' ? n + e.amount : n),
    0,
  )

describe('sv3pt5-95 Onix', () => {
  it('Thumpalanche: discards the top 5 cards, 80 per Pokémon with Retreat Cost exactly 4 among them', () => {
    // Onix (4), Muk (4), Lickitung (4), Cloyster (3), Energy; the 6th card (Rhydon, 4) stays.
    const deck = [sv(95), sv(89), E.fire, sv(108), sv(91), sv(112)]
    const d = game({
      players: [{ active: { card: sv(95), energy: [E.fire, E.fire] }, deck }, { active: { card: sv(96) } }],
    })
    d.pick('Attack: Thumpalanche')
    expect(pile(d.state, 0, 'discard')).toEqual([sv(95), sv(89), E.fire, sv(108), sv(91)])
    // 3 × 80 = 240 against Drowzee (no Fighting Weakness; Resistance Fighting −30).
    expect(dealt(d)).toBe(210)
  })

  it('Thumpalanche with none of them: no damage', () => {
    const d = game({
      players: [
        { active: { card: sv(95), energy: [E.fire, E.fire] }, deck: [E.fire, E.fire, sv(91)] },
        { active: { card: sv(83) } },
      ],
    })
    d.pick('Attack: Thumpalanche')
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire, E.fire, sv(91)])
    expect(dealt(d)).toBe(0)
  })
})
