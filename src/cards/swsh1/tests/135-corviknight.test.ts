import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, swsh1 } from './helpers'

const CORVIKNIGHT = swsh1(135)
const SNORLAX = swsh1(140) // Heavy Impact: 130 for 4 Colorless

function ironWings(discard: boolean) {
  const d = game({
    players: [
      { active: { card: CORVIKNIGHT, energy: [E.metal, E.fire, E.fire, E.fire] } },
      { active: { card: SNORLAX, energy: [E.water, E.water, E.water, E.water] } },
    ],
  })
  d.pick('Attack: Iron Wings')
  if (discard) d.pick('Yes').pick('Basic Fire Energy + Basic Fire Energy')
  else d.pick('No')
  return d
}

describe('swsh1-135 Corviknight: Iron Wings', () => {
  it('130 damage; discarding 2 Energy makes it take 100 less damage on the next turn', () => {
    const d = ironWings(true)
    expect(active(d.state, 1).damage).toBe(130)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.metal, E.fire])
    d.pick('Attack: Heavy Impact')
    expect(active(d.state, 0).damage).toBe(30)
  })

  it('keeping the Energy: no protection', () => {
    const d = ironWings(false)
    expect(energyOf(d.state, active(d.state, 0))).toHaveLength(4)
    d.pick('Attack: Heavy Impact')
    expect(active(d.state, 0).damage).toBe(130)
  })

  it('the protection ends with the opponent’s next turn', () => {
    const d = ironWings(true)
    d.pick('End turn').pick('End turn').pick('Attack: Heavy Impact')
    expect(active(d.state, 0).damage).toBe(130)
  })
})
