import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const DHELMISE_V = 'swsh1-9'

describe('swsh12pt5-82 Dragalge: Rocket Poison', () => {
  it('evolved from Skrelp this turn: Poisoned, 8 damage counters at Pokémon Checkup', () => {
    const d = game({
      players: [{ active: { card: crz(81), energy: [E.darkness] }, hand: [crz(82)] }, { active: DHELMISE_V }],
    })
    d.pick('Evolve Skrelp into Dragalge')
    d.pick('Attack: Rocket Poison')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(80) // the Checkup between the turns
  })

  it('evolved earlier: Poisoned as usual, 1 damage counter at Pokémon Checkup', () => {
    const d = game({
      players: [{ active: { card: [crz(81), crz(82)], energy: [E.darkness] } }, { active: DHELMISE_V }],
    })
    d.pick('Attack: Rocket Poison')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(10)
  })
})
