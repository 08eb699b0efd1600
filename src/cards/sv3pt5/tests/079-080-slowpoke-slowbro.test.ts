import { describe, expect, it } from 'vitest'
import type { Driver } from '../../../engine/testing/scenario'
import { E, active, game, sv } from './helpers'

const dealt = (d: Driver): number =>
  d.events.reduce(
    (n, e) => (e.type === 'damage' && e.target.seat === 1 && e.target.zone === 'active' ? n + e.amount : n),
    0,
  )

describe('sv3pt5-79 Slowpoke', () => {
  it('Sea Bathing: heals 30 and cures every Special Condition', () => {
    const d = game({
      players: [
        { active: { card: sv(79), energy: [E.psychic], damage: 50, conditions: ['poisoned', 'burned'] } },
        { active: sv(96) },
      ],
    })
    d.pick('Attack: Sea Bathing')
    const me = active(d.state, 0)
    // Cured before the Checkup, so no Poison or Burn damage afterwards.
    expect(me.damage).toBe(20)
    expect(me.conditions).toMatchObject({ poisoned: false, burned: false, rotation: null })
    expect(active(d.state, 1).damage).toBe(0)
  })
})

describe('sv3pt5-80 Slowbro', () => {
  it('Big Yawn: both Active Pokémon fall Asleep', () => {
    // Tails for both Asleep checks at the Checkup.
    const d = game({
      players: [{ active: { card: [sv(79), sv(80)], energy: [E.psychic] } }, { active: sv(96) }],
      flips: [false, false],
    })
    d.pick('Attack: Big Yawn')
    expect(active(d.state, 0).conditions.rotation).toBe('asleep')
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })

  it('Laid-Back Tackle: 160 damage', () => {
    const d = game({
      players: [
        { active: { card: [sv(79), sv(80)], energy: [E.psychic, E.psychic, E.psychic] } },
        { active: { card: [sv(88), sv(89)] }, bench: [sv(96)] },
      ],
    })
    d.pick('Attack: Laid-Back Tackle')
    expect(dealt(d)).toBe(160)
  })

  it('Laid-Back Tackle does nothing the turn Slowbro evolved', () => {
    const d = game({
      players: [
        { active: { card: sv(79), energy: [E.psychic, E.psychic, E.psychic] }, hand: [sv(80)] },
        { active: { card: [sv(88), sv(89)] } },
      ],
    })
    d.pick('Evolve Slowpoke into Slowbro').pick('Attack: Laid-Back Tackle')
    expect(dealt(d)).toBe(0)
    expect(active(d.state, 1).damage).toBe(0)
  })
})
