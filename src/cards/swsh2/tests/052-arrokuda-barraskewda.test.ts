import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

const BARRASKEWDA = [swsh2(52), swsh2(53)]

describe('swsh2-52 Arrokuda, swsh2-53 Barraskewda', () => {
  it('Rain Splash: 20; Peck: 30', () => {
    const splash = game({ players: [{ active: { card: swsh2(52), energy: [E.water] } }, { active: swsh2(108) }] })
    splash.pick('Attack: Rain Splash')
    expect(active(splash.state, 1).damage).toBe(20)
    const peck = game({ players: [{ active: { card: BARRASKEWDA, energy: [E.fire] } }, { active: swsh2(108) }] })
    peck.pick('Attack: Peck')
    expect(active(peck.state, 1).damage).toBe(30)
  })

  it('Spiral Jet: with exactly 2 Water Energy cards in hand, both are discarded for 130', () => {
    const d = game({
      players: [
        { active: { card: BARRASKEWDA, energy: [E.water] }, hand: [E.water, E.water, E.fire] },
        { active: swsh2(108) },
      ],
    })
    d.pick('Attack: Spiral Jet')
    expect(active(d.state, 1).damage).toBe(130)
    expect(pile(d.state, 0, 'discard')).toEqual([E.water, E.water])
    expect(pile(d.state, 0, 'hand')).toEqual([E.fire])
  })

  it('Spiral Jet: with 3, the player chooses which 2', () => {
    const d = game({
      players: [
        { active: { card: BARRASKEWDA, energy: [E.water] }, hand: [E.water, E.water, E.water] },
        { active: swsh2(108) },
      ],
    })
    d.pick('Attack: Spiral Jet').pickIndices([0, 2])
    expect(active(d.state, 1).damage).toBe(130)
    expect(pile(d.state, 0, 'discard')).toHaveLength(2)
    expect(pile(d.state, 0, 'hand')).toEqual([E.water])
  })

  it('Spiral Jet: with fewer than 2 Water Energy cards it does nothing and discards nothing', () => {
    const d = game({
      players: [{ active: { card: BARRASKEWDA, energy: [E.water] }, hand: [E.water, E.fire] }, { active: swsh2(108) }],
    })
    d.pick('Attack: Spiral Jet')
    expect(active(d.state, 1).damage).toBe(0)
    expect(pile(d.state, 0, 'hand')).toEqual([E.water, E.fire])
    expect(pile(d.state, 0, 'discard')).toEqual([])
  })
})
