import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2 } from './helpers'

const C3 = [E.fire, E.fire, E.fire]

describe('swsh2-153 Dubwool V', () => {
  it('Soft Wool: 30 less damage from attacks', () => {
    const d = game({
      flips: [true],
      players: [{ active: { card: swsh2(139), energy: [E.metal, E.metal, E.metal] } }, { active: swsh2(153) }],
    })
    // Zacian's Smashing Edge: 120, minus 30.
    d.pick('Attack: Smashing Edge')
    expect(active(d.state, 1).damage).toBe(90)
  })

  it('Soft Wool comes off after Weakness', () => {
    const d = game({
      players: [{ active: { card: swsh2(111), energy: [E.fighting, E.fighting, E.fighting] } }, { active: swsh2(153) }],
    })
    // Stonjourner's Mega Kick: 80 × 2 for Fighting Weakness = 160, minus 30.
    d.pick('Attack: Mega Kick')
    expect(active(d.state, 1).damage).toBe(130)
  })

  const blast = (prizesLeft: number) =>
    game({
      players: [
        { active: { card: swsh2(153), energy: C3 } },
        { active: { card: [swsh2(121), swsh2(122)] }, prizes: Array<string>(prizesLeft).fill(E.fire) },
      ],
    }).pick('Attack: Revenge Blast')

  it('Revenge Blast: 120 damage, 30 more for each Prize card the opponent has taken', () => {
    expect(active(blast(6).state, 1).damage).toBe(120)
    expect(active(blast(3).state, 1).damage).toBe(210)
  })
})
