import { describe, expect, it } from 'vitest'
import { E, active, crz, game, top } from './helpers'

const WOBBUFFET_V = 'swsh1-86' // 220 HP, weak to Darkness

describe('swsh12pt5-83 Hoopa: Assault Gate', () => {
  it('after moving from the Bench to the Active Spot this turn: 90, Weakness not applied', () => {
    const d = game({
      players: [
        { active: { card: crz(61), energy: [E.fire] }, bench: [{ card: crz(83), energy: [E.darkness] }] },
        { active: WOBBUFFET_V },
      ],
    })
    d.pick((o) => o.kind === 'action' && o.action.type === 'retreat')
    if (d.decision.ask !== 'main') d.pick('Hoopa')
    expect(top(d.state, active(d.state, 0))).toBe(crz(83))
    d.pick('Attack: Assault Gate')
    expect(active(d.state, 1).damage).toBe(90)
  })

  it('does nothing when Hoopa was already in the Active Spot', () => {
    const d = game({ players: [{ active: { card: crz(83), energy: [E.darkness] } }, { active: WOBBUFFET_V }] })
    d.pick('Attack: Assault Gate')
    expect(active(d.state, 1).damage).toBe(0)
    expect(d.decision.seat).toBe(1)
  })
})
