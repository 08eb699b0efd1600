import { describe, expect, it } from 'vitest'
import { attack, hasAttack } from '../../../engine/testing/menu'
import { E, active, crz, game, top } from './helpers'

const SNORLAX_VMAX = { card: ['swsh1-141', 'swsh1-142'] }

describe('swsh12pt5-25 Volcarona', () => {
  it('evolves from Larvesta', () => {
    const d = game({ players: [{ active: crz(24), hand: [crz(25)] }, { active: SNORLAX_VMAX }] })
    d.pick('Evolve Larvesta into Volcarona')
    expect(top(d.state, active(d.state, 0))).toBe(crz(25))
  })

  it('Volcanic Heat: 120 damage; Volcarona cannot attack during its next turn, then can again', () => {
    const d = game({
      players: [{ active: { card: [crz(24), crz(25)], energy: [E.fire, E.fire] } }, { active: SNORLAX_VMAX }],
    })
    attack(d, 'Volcanic Heat')
    expect(active(d.state, 1).damage).toBe(120)
    d.pick('End turn')
    expect(hasAttack(d, 'Will-O-Wisp')).toBe(false)
    expect(hasAttack(d, 'Volcanic Heat')).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(hasAttack(d, 'Volcanic Heat')).toBe(true)
  })
})
