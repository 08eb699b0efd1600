import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile } from './helpers'

const LAPRAS_V = 'swsh1-49'

describe('swsh12pt5-120 Greedent V', () => {
  for (const heads of [true, false])
    it(`Body Slam: 40, and the Defending Pokémon is ${heads ? 'Paralyzed on heads' : 'not Paralyzed on tails'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: crz(120), energy: [E.fire, E.fire] } }, { active: LAPRAS_V }],
      })
      d.pick('Attack: Body Slam')
      expect(active(d.state, 1).damage).toBe(40)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })

  it('Nom-Nom-Nom Incisors: 120 damage, then draw 3 cards', () => {
    const d = game({
      players: [
        {
          active: { card: crz(120), energy: [E.fire, E.fire, E.fire] },
          hand: [],
          deck: [E.grass, E.water, E.psychic, E.metal],
        },
        { active: LAPRAS_V },
      ],
    })
    d.pick('Attack: Nom-Nom-Nom Incisors')
    expect(active(d.state, 1).damage).toBe(120)
    expect(pile(d.state, 0, 'hand')).toEqual([E.grass, E.water, E.psychic])
  })
})
