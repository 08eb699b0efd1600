import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2 } from './helpers'

const HONEDGE = swsh2(133)
const DOUBLADE = [swsh2(133), swsh2(134)]
const AEGISLASH = [swsh2(133), swsh2(134), swsh2(135)]
const METAL = [E.metal, E.metal, E.metal]
const STONJOURNER = { card: swsh2(111), energy: [E.fighting, E.fighting, E.fighting] } // Mega Kick: 80

describe('swsh2-133 Honedge', () => {
  it('Slicing Blade: 30 damage', () => {
    const d = game({ players: [{ active: { card: HONEDGE, energy: METAL } }, { active: swsh2(108) }] })
    d.pick('Attack: Slicing Blade')
    expect(active(d.state, 1).damage).toBe(30)
  })
})

describe('swsh2-134 Doublade', () => {
  const doubleSlash = (flips: boolean[]) =>
    game({ flips, players: [{ active: { card: DOUBLADE, energy: METAL } }, { active: swsh2(108) }] }).pick(
      'Attack: Double Slash',
    )
  it('Double Slash: 80 damage for each heads of 2 coins', () => {
    expect(active(doubleSlash([true, true]).state, 1).damage).toBe(160)
    expect(active(doubleSlash([true, false]).state, 1).damage).toBe(80)
    expect(active(doubleSlash([false, false]).state, 1).damage).toBe(0)
  })
})

describe('swsh2-135 Aegislash', () => {
  it('Big Shield: Aegislash itself takes 30 less from the opponent’s attacks', () => {
    const d = game({
      players: [{ active: STONJOURNER }, { active: { card: AEGISLASH } }],
    })
    d.pick('Attack: Mega Kick')
    expect(active(d.state, 1).damage).toBe(50)
  })

  it('Big Shield from the Bench: the Active teammate takes 30 less', () => {
    const d = game({ players: [{ active: STONJOURNER }, { active: HONEDGE, bench: [{ card: AEGISLASH }] }] })
    d.pick('Attack: Mega Kick')
    expect(active(d.state, 1).damage).toBe(50)
  })

  it('two Aegislash in play: only one Big Shield applies', () => {
    const d = game({
      players: [{ active: STONJOURNER }, { active: { card: AEGISLASH }, bench: [{ card: AEGISLASH }] }],
    })
    d.pick('Attack: Mega Kick')
    expect(active(d.state, 1).damage).toBe(50)
  })

  it("Big Shield does not lower the damage of its owner's own attacks", () => {
    const d = game({
      players: [{ active: { card: AEGISLASH, energy: METAL } }, { active: { card: AEGISLASH } }],
    })
    // Power Edge 130 into an opposing Aegislash, whose own Big Shield takes 30 off.
    d.pick('Attack: Power Edge')
    expect(active(d.state, 1).damage).toBe(100)
  })
})
