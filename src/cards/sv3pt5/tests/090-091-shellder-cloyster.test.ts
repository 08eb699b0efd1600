import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

describe('sv3pt5-90 Shellder / sv3pt5-91 Cloyster', () => {
  it("Shell Press: 30 damage; Shellder takes 30 less from attacks during the opponent's next turn (after Weakness)", () => {
    // Magnemite's Tiny Charge: 10 ×2 (Lightning Weakness) = 20, −30 → 0.
    const d = game({
      players: [
        { active: { card: sv(90), energy: [E.water, E.water] } },
        { active: { card: sv(81), energy: [E.lightning, E.lightning] } },
      ],
    })
    d.pick('Attack: Shell Press')
    expect(active(d.state, 1).damage).toBe(30)
    d.pick('Attack: Tiny Charge')
    expect(active(d.state, 0).damage).toBe(0)
  })

  it('Protect Charge reduction lasts only through the next turn', () => {
    const d = game({
      players: [
        { active: { card: [sv(90), sv(91)], energy: [E.water, E.water] } },
        { active: { card: [sv(81), sv(82)], energy: [E.lightning, E.lightning, E.lightning] } },
      ],
    })
    d.pick('Attack: Protect Charge')
    expect(active(d.state, 1).damage).toBe(80)
    // Head Bolt: 60 ×2 = 120, −80 → 40.
    d.pick('Attack: Head Bolt')
    expect(active(d.state, 0).damage).toBe(40)
    // Next time the reduction is over: 120 (Cloyster, 130 HP, is Knocked Out).
    d.pick('End turn').pick('Attack: Head Bolt')
    const last = d.events.filter((e) => e.type === 'damage' && e.target.seat === 0).pop()
    expect(last?.type === 'damage' && last.amount).toBe(120)
  })
})
