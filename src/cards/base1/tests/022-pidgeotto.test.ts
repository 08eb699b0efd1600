import { describe, expect, it } from 'vitest'
import { E, P, active, both, game } from './helpers'

const pidgeotto = { card: [P.pidgey, P.pidgeotto], energy: [E.fire, E.fire, E.fire] }

describe('base1-22 Pidgeotto', () => {
  for (const rules of both) {
    it(`Mirror Move does the damage Pidgeotto took last turn to the Defending Pokémon (${rules})`, () => {
      const d = game({
        rules,
        current: 1,
        flips: [true],
        players: [{ active: pidgeotto }, { active: { card: P.nidoking, energy: [E.grass, E.fire, E.fire] } }],
      })
      d.pick('Attack: Thrash') // heads: 40
      expect(active(d.state, 0).damage).toBe(40)
      d.pick('Attack: Mirror Move')
      expect(active(d.state, 1).damage).toBe(40)
    })
  }

  it('Mirror Move repeats Special Conditions, with Toxic’s 2 Poison counters', () => {
    const d = game({
      current: 1,
      players: [
        { active: pidgeotto, bench: [P.dratini] },
        { active: { card: P.nidoking, energy: [E.grass, E.grass, E.grass] } },
      ],
    })
    d.pick('Attack: Toxic') // Pidgeotto: 20, Poisoned (2), 20 at the Checkup
    expect(active(d.state, 0).damage).toBe(40)
    d.pick('Attack: Mirror Move')
    // Nidoking: 20 and Poisoned with 2 counters, then 20 at the Checkup. (Pidgeotto's Poison Knocks it Out.)
    expect(active(d.state, 1).damage).toBe(40)
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).conditions.poisonCounters).toBe(2)
  })

  it('Mirror Move does nothing if Pidgeotto was not attacked last turn', () => {
    const d = game({
      current: 1,
      players: [{ active: pidgeotto }, { active: { card: P.nidoking, energy: [E.grass, E.fire, E.fire] } }],
    })
    d.pick('End turn').pick('Attack: Mirror Move')
    expect(active(d.state, 1).damage).toBe(0)
    // Attacked two turns ago does not count either.
    const e = game({
      current: 1,
      flips: [true],
      players: [{ active: pidgeotto }, { active: { card: P.nidoking, energy: [E.grass, E.fire, E.fire] } }],
    })
    e.pick('Attack: Thrash').pick('End turn').pick('End turn').pick('Attack: Mirror Move')
    expect(active(e.state, 1).damage).toBe(0)
  })

  it('Whirlwind: damage first, then the opponent chooses which Benched Pokémon switches in', () => {
    const d = game({
      players: [
        { active: { card: P.pidgeotto, energy: [E.fire, E.fire] } },
        { active: P.chansey, bench: [P.dratini, P.kakuna] },
      ],
    })
    d.pick('Attack: Whirlwind')
    expect(d.decision.seat).toBe(1)
    d.pick('Kakuna')
    expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe(P.kakuna)
    expect(d.state.players[1].bench.find((b) => d.state.cards[b.stack[0]!]!.def === P.chansey)!.damage).toBe(20)
  })
})
