import { describe, expect, it } from 'vitest'
import { E, active, crz, energyOf, game, pile } from './helpers'

const SNORLAX_V = 'swsh1-141'

describe('swsh12pt5-15 Grubbin', () => {
  it('Energize: a basic Lightning Energy card from the discard pile is attached to Grubbin', () => {
    const d = game({
      players: [
        { active: { card: crz(15), energy: [E.fire] }, discard: [E.water, E.lightning] },
        { active: SNORLAX_V },
      ],
    })
    d.pick('Attack: Energize')
    // Only the Lightning Energy is offered.
    expect(d.labels()).toEqual(['Basic Lightning Energy'])
    d.pick('Lightning')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.lightning])
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
  })

  it('Energize without a Lightning Energy card in the discard pile does nothing', () => {
    const d = game({
      players: [{ active: { card: crz(15), energy: [E.fire] }, discard: [E.water] }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Energize')
    expect(d.state.current).toBe(1)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire])
  })

  for (const heads of [true, false])
    it(`Surprise Attack: 50 on heads, nothing on tails (${heads ? 'heads' : 'tails'})`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: crz(15), energy: [E.fire, E.fire, E.fire] } }, { active: SNORLAX_V }],
      })
      d.pick('Attack: Surprise Attack')
      expect(active(d.state, 1).damage).toBe(heads ? 50 : 0)
    })
})
