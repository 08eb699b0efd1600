import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2 } from './helpers'

const COPPERAJAH_V = swsh2(136)
const VMAX = [swsh2(136), swsh2(137)]
const METAL = [E.metal, E.metal, E.metal, E.metal]
const STONJOURNER = swsh2(111) // Basic, Mega Kick: 80

describe('swsh2-136 Copperajah V', () => {
  it("Adamantine Press: 90 damage, then 30 less damage from attacks during the opponent's next turn only", () => {
    const d = game({
      players: [
        { active: { card: COPPERAJAH_V, energy: METAL } },
        { active: { card: swsh2(108), energy: [E.fighting, E.fighting, E.fighting, E.fighting] } },
      ],
    })
    d.pick('Attack: Adamantine Press')
    expect(active(d.state, 1).damage).toBe(90)
    // Sand Breath: 220, 30 less.
    d.pick('Attack: Sand Breath')
    expect(active(d.state, 0).damage).toBe(190)
  })

  it("the reduction is gone once the opponent's next turn is over", () => {
    const d = game({
      players: [
        { active: { card: COPPERAJAH_V, energy: METAL } },
        { active: { card: STONJOURNER, energy: [E.fighting, E.fighting, E.fighting] } },
      ],
    })
    d.pick('Attack: Adamantine Press').pick('Attack: Mega Kick')
    expect(active(d.state, 0).damage).toBe(50)
    d.pick('End turn').pick('Attack: Mega Kick')
    expect(active(d.state, 0).damage).toBe(130)
  })

  it('Wrack Down: 180 damage', () => {
    const d = game({ players: [{ active: { card: COPPERAJAH_V, energy: METAL } }, { active: swsh2(108) }] })
    d.pick('Attack: Wrack Down')
    expect(active(d.state, 1).damage).toBe(180)
  })
})

describe('swsh2-137 Copperajah VMAX', () => {
  it('Dangerous Nose: 200 damage to a Basic Pokémon (a Pokémon V included)', () => {
    const d = game({ players: [{ active: { card: VMAX, energy: METAL } }, { active: swsh2(108) }] })
    d.pick('Attack: Dangerous Nose')
    expect(active(d.state, 1).damage).toBe(200)
  })

  it('Dangerous Nose: 100 damage to an evolved Pokémon', () => {
    const d = game({
      players: [{ active: { card: VMAX, energy: METAL } }, { active: { card: [swsh2(129), swsh2(130)] } }],
    })
    d.pick('Attack: Dangerous Nose')
    expect(active(d.state, 1).damage).toBe(100)
  })

  it('evolves from Copperajah V and G-Max Hammer does 240 damage', () => {
    const d = game({
      players: [
        { active: { card: COPPERAJAH_V, energy: METAL }, hand: [swsh2(137)] },
        { active: { card: [swsh2(121), swsh2(122)] } },
      ],
    })
    d.pick('Evolve Copperajah V into Copperajah VMAX').pick('Attack: G-Max Hammer')
    expect(active(d.state, 1).damage).toBe(240)
  })
})
