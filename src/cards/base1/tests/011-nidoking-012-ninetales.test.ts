import { describe, expect, it } from 'vitest'
import { E, P, active, bench, both, game, pile } from './helpers'

describe('base1-11 Nidoking, base1-12 Ninetales', () => {
  it('Thrash: heads 40; tails 30 and 10 to Nidoking', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: P.nidoking, energy: [E.grass, E.fire, E.fire] } }, { active: P.dragonair }],
      })
      d.pick('Attack: Thrash')
      expect(active(d.state, 1).damage).toBe(heads ? 40 : 30)
      expect(active(d.state, 0).damage).toBe(heads ? 0 : 10)
    }
  })

  for (const rules of both) {
    it(`Toxic: 20 damage and Poisoned with 2 counters per check, even if already Poisoned (${rules})`, () => {
      const d = game({
        rules,
        players: [
          { active: { card: P.nidoking, energy: [E.grass, E.grass, E.grass] } },
          { active: { card: P.chansey, conditions: ['poisoned'] } },
        ],
      })
      d.pick('Attack: Toxic')
      // 20 from the attack, then 20 at the Pokémon Checkup.
      expect(active(d.state, 1).damage).toBe(40)
      d.pick('End turn')
      expect(active(d.state, 1).damage).toBe(60)
    })
  }

  it('Lure: you choose which of the opponent’s Benched Pokémon comes in', () => {
    const d = game({
      players: [
        { active: { card: P.ninetales, energy: [E.fire, E.fire] } },
        { active: P.chansey, bench: [P.dratini, P.kakuna] },
      ],
    })
    d.pick('Attack: Lure')
    expect(d.decision.seat).toBe(0)
    d.pick('Kakuna')
    expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe(P.kakuna)
    expect(d.state.cards[bench(d.state, 1, 1).stack[0]!]!.def).toBe(P.chansey)
    // Without a Bench it does nothing.
    const e = game({ players: [{ active: { card: P.ninetales, energy: [E.fire, E.fire] } }, { active: P.chansey }] })
    e.pick('Attack: Lure')
    expect(e.state.cards[active(e.state, 1).stack[0]!]!.def).toBe(P.chansey)
  })

  it('Fire Blast: discard a Fire Energy, 80 damage', () => {
    const d = game({
      players: [{ active: { card: P.ninetales, energy: [E.fire, E.fire, E.fire, E.fire] } }, { active: P.chansey }],
    })
    d.pick('Attack: Fire Blast')
    expect(active(d.state, 1).damage).toBe(80)
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
    expect(active(d.state, 0).energy.length).toBe(3)
  })
})
