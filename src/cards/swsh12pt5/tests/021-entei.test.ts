import { describe, expect, it } from 'vitest'
import { E, active, crz, energyOf, game, top } from './helpers'

const SNORLAX_V = 'swsh1-141'

describe('swsh12pt5-21 Entei', () => {
  it('Explosive Heat Dash: with a Fire Energy attached it retreats for free', () => {
    const d = game({
      players: [{ active: { card: crz(21), energy: [E.fire] }, bench: [crz(24)] }, { active: SNORLAX_V }],
    })
    d.pick('Retreat')
    expect(top(d.state, active(d.state, 0))).toBe(crz(24))
    expect(energyOf(d.state, d.state.players[0].bench[0]!)).toEqual([E.fire])
  })

  it('without Fire Energy it pays its Retreat Cost of 2', () => {
    const d = game({
      players: [{ active: { card: crz(21), energy: [E.water, E.water] }, bench: [crz(24)] }, { active: SNORLAX_V }],
    })
    d.pick('Retreat')
    expect(top(d.state, active(d.state, 0))).toBe(crz(24))
    expect(energyOf(d.state, d.state.players[0].bench[0]!)).toEqual([])
  })
})
