import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const MUDSDALE = [swsh1(105), swsh1(106)]
// Stonjourner VMAX: 330 HP, so 2 heads do not Knock it Out.
const TARGET = { card: [swsh1(115), swsh1(116)] }

describe('swsh1-106 Mudsdale: Double Impact', () => {
  it('120 for each heads of 2 coins', () => {
    for (const [flips, dmg] of [
      [[true, true], 240],
      [[true, false], 120],
      [[false, false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: MUDSDALE, energy: [E.fighting, E.fighting, E.fighting] } }, { active: TARGET }],
      })
      d.pick('Attack: Double Impact')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it('Mudbray Rear Kick: 30 damage', () => {
    const d = game({ players: [{ active: { card: swsh1(105), energy: [E.fighting, E.fire] } }, { active: TARGET }] })
    d.pick('Attack: Rear Kick')
    expect(active(d.state, 1).damage).toBe(30)
  })
})
