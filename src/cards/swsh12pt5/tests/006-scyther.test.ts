import { describe, expect, it } from 'vitest'
import { E, active, crz, energyOf, game, pile } from './helpers'

const SNORLAX_V = 'swsh1-141'
const AURORA = 'swsh1-186' // a Special Energy

describe('swsh12pt5-6 Scyther', () => {
  it('Mach Cut: 10 damage, then the Special Energy the attacker picks is discarded; basic Energy stays', () => {
    const d = game({
      players: [
        { active: { card: crz(6), energy: [E.fire] } },
        { active: { card: SNORLAX_V, energy: [E.water, AURORA, AURORA] } },
      ],
    })
    d.pick('Attack: Mach Cut')
    // Only the Special Energy cards are offered.
    expect(d.labels()).toEqual(['Aurora Energy', 'Aurora Energy'])
    d.pickIndices([0])
    expect(active(d.state, 1).damage).toBe(10)
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.water, AURORA])
    expect(pile(d.state, 1, 'discard')).toEqual([AURORA])
  })

  it('Mach Cut against basic Energy only: 10 damage, nothing discarded, no question', () => {
    const d = game({
      players: [{ active: { card: crz(6), energy: [E.fire] } }, { active: { card: SNORLAX_V, energy: [E.water] } }],
    })
    d.pick('Attack: Mach Cut')
    expect(d.state.current).toBe(1)
    expect(active(d.state, 1).damage).toBe(10)
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.water])
  })
})
