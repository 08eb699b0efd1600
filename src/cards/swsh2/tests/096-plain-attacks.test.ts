import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2 } from './helpers'

/** Cards of swsh2-78…153 whose attacks only do damage: a sample played through the engine. */
describe('swsh2 plain attacks (78–153)', () => {
  it('swsh2-96 Nosepass: Rolling Tackle does 50 for three Energy of any type', () => {
    const d = game({
      players: [{ active: { card: swsh2(96), energy: [E.fire, E.water, E.grass] } }, { active: swsh2(111) }],
    })
    d.pick('Attack: Rolling Tackle')
    expect(active(d.state, 1).damage).toBe(50)
  })

  it('swsh2-106 Carkol: Heat Crash does 60', () => {
    const d = game({
      players: [
        { active: { card: [swsh2(105), swsh2(106)], energy: [E.fighting, E.fire, E.fire] } },
        { active: swsh2(111) },
      ],
    })
    d.pick('Attack: Heat Crash')
    expect(active(d.state, 1).damage).toBe(60)
  })

  it('swsh2-112 Koffing: Suffocating Gas does 10', () => {
    const d = game({ players: [{ active: { card: swsh2(112), energy: [E.darkness] } }, { active: swsh2(111) }] })
    d.pick('Attack: Suffocating Gas')
    expect(active(d.state, 1).damage).toBe(10)
  })
})
