import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile } from './helpers'

const LAPRAS = 'swsh1-48'

describe('swsh12pt5-112 Chatot: Cycle Draw', () => {
  it('discards the chosen card from the hand, then draws 2', () => {
    const d = game({
      players: [
        {
          active: { card: crz(112), energy: [E.fire] },
          hand: [crz(109), E.water],
          deck: [E.grass, E.psychic, E.metal],
        },
        { active: LAPRAS },
      ],
    })
    d.pick('Attack: Cycle Draw').pick('Snorlax')
    expect(pile(d.state, 0, 'discard')).toContain(crz(109))
    expect([...pile(d.state, 0, 'hand')].sort()).toEqual([E.water, E.grass, E.psychic].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('draws nothing with an empty hand', () => {
    const d = game({
      players: [
        { active: { card: crz(112), energy: [E.fire] }, hand: [], deck: [E.grass, E.psychic] },
        { active: LAPRAS },
      ],
    })
    d.pick('Attack: Cycle Draw')
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(pile(d.state, 0, 'deck')).toHaveLength(2)
  })
})
