import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2, top } from './helpers'

describe('swsh2-34 Heatmor', () => {
  for (const heads of [true, false])
    it(`Lick: 20 damage; ${heads ? 'heads: Paralyzed' : 'tails: not'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh2(34), energy: [E.fire] } }, { active: { card: [swsh2(35), swsh2(36)] } }],
      })
      d.pick('Attack: Lick')
      expect(active(d.state, 1).damage).toBe(20)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })

  it('Flamethrower: 120 damage, then an Energy of Heatmor is discarded', () => {
    const d = game({
      players: [
        { active: { card: swsh2(34), energy: [E.fire, E.fire, E.fire] } },
        { active: { card: [swsh2(35), swsh2(36)] } },
      ],
    })
    d.pick('Attack: Flamethrower')
    expect(active(d.state, 1).damage).toBe(120)
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
  })
})

describe('swsh2-35 Cinderace V', () => {
  it('Field Runner: no Retreat Cost while a Stadium is in play; 2 otherwise', () => {
    const withStadium = game({
      stadium: { card: swsh2(169), owner: 1 },
      players: [{ active: { card: swsh2(35) }, bench: [swsh2(12)] }, { active: { card: [swsh2(35), swsh2(36)] } }],
    })
    withStadium.pick('Retreat')
    expect(top(withStadium.state, active(withStadium.state, 0))).toBe(swsh2(12))
    expect(withStadium.state.players[0].bench.length).toBe(1)
    const without = game({
      players: [{ active: { card: swsh2(35) }, bench: [swsh2(12)] }, { active: { card: [swsh2(35), swsh2(36)] } }],
    })
    expect(without.labels().some((l) => l.startsWith('Retreat'))).toBe(false)
  })

  it('Crimson Legs 140', () => {
    const d = game({
      players: [
        { active: { card: swsh2(35), energy: [E.fire, E.fire, E.fire] } },
        { active: { card: [swsh2(35), swsh2(36)] } },
      ],
    })
    d.pick('Attack: Crimson Legs')
    expect(active(d.state, 1).damage).toBe(140)
  })
})

describe('swsh2-36 Cinderace VMAX', () => {
  const VMAX = [swsh2(35), swsh2(36)]

  it("Counter: 30 + the damage attacks did to it during the opponent's last turn", () => {
    const d = game({
      players: [
        { active: { card: swsh2(34), energy: [E.fire] } },
        { active: { card: VMAX, energy: [E.fire, E.fire] } },
      ],
      flips: [false],
    })
    d.pick('Attack: Lick')
    d.pick('Attack: Counter')
    expect(active(d.state, 0).damage).toBe(30 + 20)
  })

  it('Counter also counts attack damage it took on the Bench last turn (Snipe Shot), once it is Active', () => {
    // Card text: "If this Pokémon was damaged by an attack during your opponent's last turn": on the Bench too.
    const d = game({
      players: [
        {
          active: { card: swsh2(34), energy: [E.fire, E.fire, E.fire] },
          bench: [{ card: VMAX, energy: [E.fire, E.fire] }],
        },
        { active: { card: swsh2(49), energy: [E.water] } },
      ],
    })
    d.pick('End turn').pick('Attack: Snipe Shot').pick('Cinderace VMAX') // 40 to the Benched Cinderace VMAX
    d.pick('Retreat to Cinderace VMAX')
    d.pick('Attack: Counter')
    expect(active(d.state, 1).damage).toBe(30 + 40)
  })

  it("Counter: damage counters an attack put on it are not damage (Cursed Drop's 3 add nothing)", () => {
    const d = game({
      players: [
        { active: { card: VMAX, energy: [E.fire, E.fire] } },
        { active: { card: swsh2(78), energy: [E.psychic] } },
      ],
    })
    d.pick('End turn').pick('Attack: Cursed Drop')
    d.pick('Cinderace VMAX').pick('Cinderace VMAX').pick('Cinderace VMAX')
    expect(active(d.state, 0).damage).toBe(30)
    d.pick('Attack: Counter')
    expect(active(d.state, 1).damage).toBe(30) // Corsola (80 HP) survives: 30, not 60
  })

  it('Counter without damage last turn: 30', () => {
    const d = game({
      players: [{ active: { card: VMAX, energy: [E.fire, E.fire] } }, { active: { card: [swsh2(35), swsh2(36)] } }],
    })
    d.pick('Attack: Counter')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('Max Pyro Ball: 170 damage, then Burned', () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: VMAX, energy: [E.fire, E.fire, E.fire] } },
        { active: { card: [swsh2(35), swsh2(36)] } },
      ],
    })
    d.pick('Attack: Max Pyro Ball')
    expect(active(d.state, 1).damage).toBe(170 + 20)
    expect(active(d.state, 1).conditions.burned).toBe(true)
  })
})
