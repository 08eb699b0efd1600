import { describe, expect, it } from 'vitest'
import { E, P, active, both, game, pile } from './helpers'

describe('base1-14 Raichu, base1-16 Zapdos', () => {
  for (const rules of both) {
    it(`Agility: 20; on heads all effects of attacks, damage included, are prevented next turn (${rules})`, () => {
      for (const heads of [true, false]) {
        const d = game({
          rules,
          flips: [heads, true],
          players: [
            { active: { card: P.raichu, energy: [E.lightning, E.fire, E.fire] } },
            { active: { card: P.gyarados, energy: [E.water, E.water, E.water, E.water] } },
          ],
        })
        d.pick('Attack: Agility')
        expect(active(d.state, 1).damage).toBe(20)
        d.pick('Attack: Bubblebeam') // heads would Paralyze
        expect(active(d.state, 0).damage).toBe(heads ? 0 : 40)
        expect(active(d.state, 0).conditions.rotation).toBe(heads ? null : 'paralyzed')
      }
    })
  }

  it('Thunder (Raichu and Zapdos): 60, and 30 to itself on tails', () => {
    for (const card of [P.raichu, P.zapdos]) {
      for (const heads of [true, false]) {
        const d = game({
          flips: [heads],
          players: [
            { active: { card, energy: [E.lightning, E.lightning, E.lightning, E.fire] } },
            { active: P.chansey },
          ],
        })
        d.pick('Attack: Thunder')
        expect(active(d.state, 1).damage).toBe(60)
        expect(active(d.state, 0).damage).toBe(heads ? 0 : 30)
      }
    }
  })

  it('Thunderbolt: discard every Energy card attached to Zapdos, 100 damage', () => {
    const d = game({
      players: [
        { active: { card: P.zapdos, energy: [E.lightning, E.lightning, E.lightning, E.lightning, E.dce] } },
        { active: P.chansey },
      ],
    })
    d.pick('Attack: Thunderbolt')
    expect(active(d.state, 1).damage).toBe(100)
    expect(active(d.state, 0).energy).toEqual([])
    expect(pile(d.state, 0, 'discard').length).toBe(5)
  })
})
