import { describe, expect, it } from 'vitest'
import { E, P, active, both, game, pile } from './helpers'

const machamp = (extra: object = {}) => ({ card: [P.machop, P.machoke, P.machamp], ...extra })

describe('base1-8 Machamp', () => {
  for (const rules of both) {
    it(`Strikes Back: 10 damage to the attacker whenever its attack damages Machamp (${rules})`, () => {
      const d = game({
        rules,
        current: 1,
        players: [{ active: machamp() }, { active: { card: P.dratini, energy: [E.fire] } }],
      })
      d.pick('Attack: Pound')
      expect(active(d.state, 0).damage).toBe(10)
      expect(active(d.state, 1).damage).toBe(10)
    })
  }

  it('strikes back even when Machamp is Knocked Out', () => {
    const d = game({
      current: 1,
      players: [
        { active: machamp({ damage: 90 }), bench: [P.dratini] },
        { active: { card: P.dratini, energy: [E.fire] } },
      ],
    })
    d.pick('Attack: Pound')
    expect(pile(d.state, 0, 'discard')).toContain(P.machamp)
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('not while Asleep, Confused or Paralyzed; not when the damage is prevented to 0', () => {
    for (const cond of ['asleep', 'confused', 'paralyzed'] as const) {
      const d = game({
        current: 1,
        players: [{ active: machamp({ conditions: [cond] }) }, { active: { card: P.dratini, energy: [E.fire] } }],
      })
      d.pick('Attack: Pound')
      expect(active(d.state, 1).damage).toBe(0)
    }
    // An attack that does no damage does not trigger it.
    const d = game({
      current: 1,
      players: [{ active: machamp() }, { active: { card: P.haunter, energy: [E.psychic] } }],
    })
    d.pick('Attack: Hypnosis')
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('also when Benched Machamp is damaged by an attack (Magneton Selfdestruct)', () => {
    const d = game({
      current: 1,
      players: [
        { active: P.chansey, bench: [machamp()] },
        {
          active: { card: [P.magnemite, P.magneton], energy: [E.lightning, E.lightning, E.fire, E.fire] },
          bench: [P.dratini],
        },
      ],
    })
    d.pick('Attack: Selfdestruct')
    // Magneton (60 HP) is Knocked Out by its own 80 anyway; the 10 from Strikes Back shows in the events.
    expect(pile(d.state, 1, 'discard')).toContain(P.magneton)
    expect(d.events.some((e) => e.type === 'damage' && e.pokemon.def === P.magneton && e.amount === 10)).toBe(true)
  })

  it('Seismic Toss: 60', () => {
    const d = game({
      players: [{ active: machamp({ energy: [E.fighting, E.fighting, E.fighting, E.fire] }) }, { active: P.dragonair }],
    })
    d.pick('Attack: Seismic Toss')
    expect(active(d.state, 1).damage).toBe(60)
  })
})
