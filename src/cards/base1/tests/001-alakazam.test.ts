import { describe, expect, it } from 'vitest'
import { E, P, active, bench, both, game, menu } from './helpers'

describe('base1-1 Alakazam', () => {
  for (const rules of both) {
    it(`Damage Swap moves one counter per use, as often as you like (${rules})`, () => {
      const d = game({
        rules,
        players: [
          { active: { card: [P.kadabra, P.alakazam], damage: 30 }, bench: [{ card: P.kakuna }] },
          { active: P.dratini },
        ],
      })
      d.pick('Use Damage Swap').pick('Alakazam').pick('Kakuna')
      expect(active(d.state, 0).damage).toBe(20)
      expect(bench(d.state, 0, 0).damage).toBe(10)
      d.pick('Use Damage Swap').pick('Alakazam').pick('Kakuna')
      d.pick('Use Damage Swap').pick('Alakazam').pick('Kakuna')
      expect(active(d.state, 0).damage).toBe(0)
      expect(bench(d.state, 0, 0).damage).toBe(30)
      // Counters can go back the other way too.
      d.pick('Use Damage Swap').pick('Kakuna').pick('Alakazam')
      expect(active(d.state, 0).damage).toBe(10)
    })
  }

  it("can't move a counter onto a Pokémon it would Knock Out", () => {
    const d = game({
      players: [
        { active: { card: [P.kadabra, P.alakazam], damage: 10 }, bench: [{ card: P.dratini, damage: 30 }] },
        { active: P.dratini },
      ],
    })
    // Dratini (40 HP, 30 damage) would be Knocked Out; Alakazam can take Dratini's counter.
    d.pick('Use Damage Swap')
    expect(d.labels()).toEqual(['Dratini'])
    d.pick('Dratini')
    expect(d.labels()).toEqual(['Alakazam'])
    d.pick('Alakazam')
    expect(active(d.state, 0).damage).toBe(20)
    expect(bench(d.state, 0, 0).damage).toBe(20)
  })

  it('is not offered with no counter to move, or while Alakazam is Asleep, Confused or Paralyzed', () => {
    expect(menu(game({ players: [{ active: P.alakazam, bench: [P.kakuna] }, { active: P.dratini }] }))).not.toContain(
      'Use Damage Swap',
    )
    for (const cond of ['asleep', 'confused', 'paralyzed'] as const) {
      const d = game({
        players: [
          { active: { card: P.alakazam, damage: 20, conditions: [cond] }, bench: [P.kakuna] },
          { active: P.dratini },
        ],
      })
      expect(menu(d)).not.toContain('Use Damage Swap')
    }
    // From the Bench it works.
    const d = game({
      players: [{ active: P.kakuna, bench: [{ card: P.alakazam, damage: 20 }] }, { active: P.dratini }],
    })
    expect(menu(d)).toContain('Use Damage Swap')
  })

  it('Confuse Ray: 30 damage, Confused only on heads', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: P.alakazam, energy: [E.psychic, E.psychic, E.psychic] } }, { active: P.kakuna }],
      })
      d.pick('Attack: Confuse Ray')
      expect(active(d.state, 1).damage).toBe(30)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'confused' : null)
    }
  })
})
