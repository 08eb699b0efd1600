import { describe, expect, it } from 'vitest'
import { E, P, active, both, game, pile } from './helpers'

describe('base1-10 Mewtwo, base1-32 Kadabra', () => {
  it('Psychic: 10 plus 10 per Energy card on the Defending Pokémon (a Double Colorless counts once)', () => {
    const d = game({
      players: [
        { active: { card: P.mewtwo, energy: [E.psychic, E.fire] } },
        { active: { card: P.dragonair, energy: [E.dce, E.fire] } },
      ],
    })
    d.pick('Attack: Psychic')
    expect(active(d.state, 1).damage).toBe(0) // 30 − Dragonair's Psychic Resistance 30
    const e = game({
      players: [
        { active: { card: P.mewtwo, energy: [E.psychic, E.fire] } },
        { active: { card: P.zapdos, energy: [E.dce, E.fire] } },
      ],
    })
    e.pick('Attack: Psychic')
    expect(active(e.state, 1).damage).toBe(30)
  })

  for (const rules of both) {
    it(`Barrier: discard a Psychic Energy; all effects of attacks, damage included, prevented next turn (${rules})`, () => {
      const d = game({
        rules,
        flips: [false], // the Asleep check after the second Hypnosis: stays Asleep
        players: [
          { active: { card: P.mewtwo, energy: [E.psychic, E.psychic, E.fire] } },
          { active: { card: P.haunter, energy: [E.psychic, E.psychic] } },
        ],
      })
      d.pick('Attack: Barrier')
      expect(pile(d.state, 0, 'discard')).toEqual([E.psychic])
      d.pick('Attack: Hypnosis')
      expect(active(d.state, 0).conditions.rotation).toBe(null)
      // The turn after, it is gone.
      d.pick('End turn').pick('Attack: Hypnosis')
      expect(active(d.state, 0).conditions.rotation).toBe('asleep')
    })
  }

  it('Barrier stops Lure from switching Mewtwo out (it is an effect of an attack on Mewtwo)', () => {
    const d = game({
      players: [
        { active: { card: P.mewtwo, energy: [E.psychic, E.psychic, E.fire, E.fire] }, bench: [P.dratini] },
        { active: { card: P.ninetales, energy: [E.fire, E.fire] }, bench: [P.dratini] },
      ],
    })
    d.pick('Attack: Barrier')
    d.pick('Attack: Lure')
    expect(d.state.cards[active(d.state, 0).stack[0]!]!.def).toBe(P.mewtwo)
  })

  it('Recover: discard a Psychic Energy, remove all damage', () => {
    const d = game({
      players: [
        { active: { card: [P.abra, P.kadabra], damage: 50, energy: [E.psychic, E.psychic] } },
        { active: P.dratini },
      ],
    })
    d.pick('Attack: Recover')
    expect(active(d.state, 0).damage).toBe(0)
    expect(pile(d.state, 0, 'discard')).toEqual([E.psychic])
  })
})
