import { describe, expect, it } from 'vitest'
import { viewEvents } from '../../../engine'
import { E, game, pile } from './helpers'

const MACHOP = 'base1-52'

describe("sv3pt5-158 Daisy's Help", () => {
  it('draws 2 cards, then you (only) look at your face-down Prize cards, which stay where they are', () => {
    const prizes = ['base1-58', E.water, E.grass, 'base1-46', E.fire, E.fire]
    const d = game({
      players: [
        { active: MACHOP, hand: ['sv3pt5-158'], deck: [E.fighting, E.metal, E.fire], prizes },
        { active: MACHOP },
      ],
    })
    d.pick("Play Daisy's Help")
    expect(pile(d.state, 0, 'hand')).toEqual([E.fighting, E.metal])
    expect(pile(d.state, 0, 'prizes')).toEqual(prizes)
    const mine = viewEvents(d.events, 0).find((e) => e.type === 'reveal')
    expect(mine?.type === 'reveal' && mine.cards.map((c) => c.def)).toEqual(prizes)
    const theirs = viewEvents(d.events, 1).find((e) => e.type === 'reveal')
    expect(theirs?.type === 'reveal' && theirs.cards).toEqual([])
  })
})
