import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile } from './helpers'

const DHELMISE_V = 'swsh1-9'

describe('swsh12pt5-61 Girafarig', () => {
  it('Double Draw: draws 2 cards', () => {
    const d = game({
      players: [
        { active: { card: crz(61), energy: [E.fire] }, deck: [E.water, E.grass, E.psychic] },
        { active: DHELMISE_V },
      ],
    })
    d.pick('Attack: Double Draw')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.water, E.grass].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Psybeam: 30 and Confused', () => {
    const d = game({ players: [{ active: { card: crz(61), energy: [E.psychic, E.fire] } }, { active: DHELMISE_V }] })
    d.pick('Attack: Psybeam')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })
})

describe('swsh12pt5-62 Lunatone', () => {
  it('Cycle Draw: discard the card you choose, then draw 3', () => {
    const d = game({
      players: [
        {
          active: { card: crz(62), energy: [E.psychic] },
          hand: [E.grass, crz(61)],
          deck: [E.water, E.water, E.fire, E.metal],
        },
        { active: DHELMISE_V },
      ],
    })
    d.pick('Attack: Cycle Draw')
    d.pick('Girafarig')
    expect(pile(d.state, 0, 'discard')).toEqual([crz(61)])
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.grass, E.water, E.water, E.fire].sort())
  })

  it('Cycle Draw with an empty hand draws nothing', () => {
    const d = game({
      players: [
        { active: { card: crz(62), energy: [E.psychic] }, deck: [E.water, E.water, E.fire] },
        { active: DHELMISE_V },
      ],
    })
    d.pick('Attack: Cycle Draw')
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(pile(d.state, 0, 'deck')).toHaveLength(3)
  })

  it('Moon Kinesis: 30 plus 30 for each Psychic Energy on it', () => {
    const d = game({
      players: [{ active: { card: crz(62), energy: [E.psychic, E.psychic, E.fire] } }, { active: DHELMISE_V }],
    })
    d.pick('Attack: Moon Kinesis')
    expect(active(d.state, 1).damage).toBe(90)
  })
})

describe('swsh12pt5-63 Dusclops: Fade to Black', () => {
  it('30 and Confused', () => {
    const d = game({ players: [{ active: { card: crz(63), energy: [E.psychic] } }, { active: DHELMISE_V }] })
    d.pick('Attack: Fade to Black')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })
})
