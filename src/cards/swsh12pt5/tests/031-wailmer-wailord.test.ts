import { describe, expect, it } from 'vitest'
import { E, active, crz, game, top } from './helpers'

describe('swsh12pt5-31 Wailmer', () => {
  it('Nap heals 30 damage from itself and does no damage', () => {
    const d = game({ players: [{ active: { card: crz(31), energy: [E.fire], damage: 50 } }, { active: 'swsh1-141' }] })
    d.pick('Attack: Nap')
    expect(active(d.state, 0).damage).toBe(20)
    expect(active(d.state, 1).damage).toBe(0)
  })
})

describe('swsh12pt5-32 Wailord', () => {
  const WAILORD = [crz(31), crz(32)]
  it('evolves from Wailmer', () => {
    const d = game({ players: [{ active: crz(31), hand: [crz(32)] }, { active: 'swsh1-141' }] })
    d.pick('Evolve Wailmer into Wailord')
    expect(top(d.state, active(d.state, 0))).toBe(crz(32))
  })

  it('Bubble Drain: 80 damage, then heals 30 from itself', () => {
    const d = game({
      players: [{ active: { card: WAILORD, energy: [E.fire, E.fire, E.fire], damage: 40 } }, { active: 'swsh1-141' }],
    })
    d.pick('Attack: Bubble Drain')
    expect(active(d.state, 1).damage).toBe(80)
    expect(active(d.state, 0).damage).toBe(10)
  })

  it('Heavy Impact does 180', () => {
    const d = game({
      players: [
        { active: { card: WAILORD, energy: [E.water, E.water, E.fire, E.fire, E.fire] } },
        { active: 'swsh1-141' },
      ],
    })
    d.pick('Attack: Heavy Impact')
    expect(active(d.state, 1).damage).toBe(180)
  })
})
