import { describe, expect, it } from 'vitest'
import { E, crz, game, pile } from './helpers'

const LAPRAS = 'swsh1-48'

describe('swsh12pt5-115 Shaymin: Gather Flowers', () => {
  it('shuffles up to 2 chosen Energy cards from the discard pile into the deck', () => {
    const d = game({
      players: [
        { active: { card: crz(115), energy: [E.fire] }, discard: [E.grass, E.water, crz(109)], deck: [E.fire] },
        { active: LAPRAS },
      ],
    })
    d.pick('Attack: Gather Flowers')
    expect(d.labels().sort()).toEqual(['Basic Grass Energy', 'Basic Water Energy'])
    expect(d.decision.max).toBe(2)
    d.pick('Basic Grass Energy', 'Basic Water Energy')
    expect(pile(d.state, 0, 'discard')).toEqual([crz(109)])
    expect([...pile(d.state, 0, 'deck')].sort()).toEqual([E.fire, E.grass, E.water].sort())
  })

  it('does nothing without Energy cards in the discard pile', () => {
    const d = game({
      players: [{ active: { card: crz(115), energy: [E.fire] }, discard: [crz(109)] }, { active: LAPRAS }],
    })
    d.pick('Attack: Gather Flowers')
    expect(d.state.current).toBe(1)
    expect(pile(d.state, 0, 'discard')).toEqual([crz(109)])
  })
})
