import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const DRAPION = [swsh1(121), swsh1(122)]
const DDCC = [E.darkness, E.darkness, E.darkness, E.darkness]

describe('swsh1-121 Skorupi', () => {
  it('Poison Sting: no damage, the Defending Pokémon is Poisoned (10 at the Checkup)', () => {
    const d = game({ players: [{ active: { card: swsh1(121), energy: [E.darkness] } }, { active: swsh1(9) }] })
    d.pick('Attack: Poison Sting')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('Slashing Claw: 50 damage', () => {
    const d = game({ players: [{ active: { card: swsh1(121), energy: DDCC } }, { active: swsh1(9) }] })
    d.pick('Attack: Slashing Claw')
    expect(active(d.state, 1).damage).toBe(50)
    expect(active(d.state, 1).conditions.poisoned).toBeFalsy()
  })
})

describe('swsh1-122 Drapion', () => {
  it('Hard Press: 80 damage; heads Paralyzes the Defending Pokémon, tails does not', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: DRAPION, energy: DDCC } }, { active: swsh1(9) }] })
      d.pick('Attack: Hard Press')
      expect(active(d.state, 1).damage).toBe(80)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })

  it('Toxic Strike: 130 damage and Poisoned (140 after the Checkup)', () => {
    const d = game({ players: [{ active: { card: DRAPION, energy: DDCC } }, { active: swsh1(9) }] })
    d.pick('Attack: Toxic Strike')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(140)
  })
})
