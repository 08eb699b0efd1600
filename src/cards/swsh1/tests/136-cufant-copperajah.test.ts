import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const COPPERAJAH = [swsh1(136), swsh1(137)]
const TARGET = [swsh1(115), swsh1(116)] // Stonjourner VMAX: 330 HP, weak to Grass only

describe('swsh1-136 Cufant: Stomp', () => {
  it.each([
    [true, 40],
    [false, 20],
  ])('heads %s: %i damage', (heads, dmg) => {
    const d = game({
      flips: [heads],
      players: [{ active: { card: swsh1(136), energy: [E.metal, E.metal] } }, { active: { card: TARGET } }],
    })
    d.pick('Attack: Stomp')
    expect(active(d.state, 1).damage).toBe(dmg)
  })
})

describe('swsh1-137 Copperajah', () => {
  it('Dig Drain: 60 damage and heals 30 from itself', () => {
    const d = game({
      players: [{ active: { card: COPPERAJAH, energy: [E.metal, E.metal], damage: 50 } }, { active: { card: TARGET } }],
    })
    d.pick('Attack: Dig Drain')
    expect(active(d.state, 1).damage).toBe(60)
    expect(active(d.state, 0).damage).toBe(20)
  })

  it.each([
    [0, 220],
    [70, 220],
    [80, 0],
    [150, 0],
  ])('Muscular Nose with %i damage on Copperajah: %i damage', (damage, dmg) => {
    const d = game({
      players: [
        { active: { card: COPPERAJAH, energy: [E.metal, E.metal, E.metal], damage } },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Attack: Muscular Nose')
    expect(active(d.state, 1).damage).toBe(dmg)
  })
})
