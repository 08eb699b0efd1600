import { describe, expect, it } from 'vitest'
import { E, P, active, game, pile } from './helpers'

describe('base1-13 Poliwrath, base1-18 Dragonair', () => {
  it('Water Gun: +10 per Water Energy not needed for the cost (Colorless paid by other Energy first), at most +20', () => {
    const dmg = (energy: string[]) => {
      const d = game({ players: [{ active: { card: P.poliwrath, energy } }, { active: P.dragonair }] })
      d.pick('Attack: Water Gun')
      return active(d.state, 1).damage
    }
    expect(dmg([E.water, E.water, E.fire])).toBe(30)
    expect(dmg([E.water, E.water, E.water])).toBe(30)
    expect(dmg([E.water, E.water, E.water, E.fire])).toBe(40)
    expect(dmg([E.water, E.water, E.water, E.water, E.dce])).toBe(50)
    expect(dmg([E.water, E.water, E.water, E.water, E.water, E.water])).toBe(50)
  })

  it('Whirlpool and Hyper Beam: the attacker chooses an Energy card on the Defending Pokémon to discard', () => {
    const d = game({
      players: [
        { active: { card: P.poliwrath, energy: [E.water, E.water, E.fire, E.fire] } },
        { active: { card: P.dragonair, energy: [E.fire, E.dce] } },
      ],
    })
    d.pick('Attack: Whirlpool')
    expect(d.decision.seat).toBe(0)
    d.pick('Double Colorless Energy')
    expect(active(d.state, 1).damage).toBe(40)
    expect(pile(d.state, 1, 'discard')).toEqual([E.dce])
    const e = game({
      players: [
        { active: { card: P.dragonair, energy: [E.fire, E.fire, E.fire, E.fire] } },
        { active: { card: P.zapdos, energy: [E.lightning] } },
      ],
    })
    e.pick('Attack: Hyper Beam').pick('Lightning Energy')
    expect(active(e.state, 1).damage).toBe(20)
    expect(active(e.state, 1).energy).toEqual([])
    // Nothing to discard: just the damage.
    const f = game({
      players: [{ active: { card: P.dragonair, energy: [E.fire, E.fire, E.fire, E.fire] } }, { active: P.zapdos }],
    })
    f.pick('Attack: Hyper Beam')
    expect(active(f.state, 1).damage).toBe(20)
  })

  it('Slam: 30 per heads of 2 coins', () => {
    for (const [flips, dmg] of [
      [[true, true], 60],
      [[true, false], 30],
      [[false, false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: P.dragonair, energy: [E.fire, E.fire, E.fire] } }, { active: P.zapdos }],
      })
      d.pick('Attack: Slam')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})
