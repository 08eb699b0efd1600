import { describe, expect, it } from 'vitest'
import { E, P, active, both, game, pile } from './helpers'

const three = [E.psychic, E.psychic, E.psychic]

describe('base1-5 Clefairy', () => {
  it('Sing: Asleep on heads only', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads, false],
        players: [{ active: { card: P.clefairy, energy: [E.fire] } }, { active: P.dratini }],
      })
      d.pick('Attack: Sing')
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'asleep' : null)
    }
  })

  for (const rules of both) {
    it(`Metronome copies Fire Spin without its Energy cost or discard (${rules})`, () => {
      const d = game({ rules, players: [{ active: { card: P.clefairy, energy: three } }, { active: P.charizard }] })
      d.pick('Attack: Metronome') // Charizard's only attack: no question
      expect(active(d.state, 1).damage).toBe(100)
      expect(active(d.state, 0).energy.length).toBe(3)
      expect(pile(d.state, 0, 'discard')).toEqual([])
    })
  }

  it("Metronome: 'this Pokémon' is Clefairy — Hydro Pump counts Clefairy's Water (all of it, at most +20)", () => {
    const d = game({
      players: [{ active: { card: P.clefairy, energy: [E.water, E.water, E.water] } }, { active: P.blastoise }],
    })
    d.pick('Attack: Metronome')
    expect(active(d.state, 1).damage).toBe(60)
    const e = game({ players: [{ active: { card: P.clefairy, energy: three } }, { active: P.blastoise }] })
    e.pick('Attack: Metronome')
    expect(active(e.state, 1).damage).toBe(40)
  })

  it('Metronome copying Barrier protects Clefairy without discarding', () => {
    const d = game({
      players: [
        { active: { card: P.clefairy, energy: three } },
        { active: { card: P.mewtwo, energy: [E.psychic, E.psychic] } },
      ],
    })
    d.pick('Attack: Metronome').pick('Barrier')
    expect(active(d.state, 0).energy.length).toBe(3)
    d.pick('Attack: Psychic')
    expect(active(d.state, 0).damage).toBe(0)
  })

  it('Metronome copying Double-edge damages Clefairy itself; Clefairy stays Colorless for Weakness', () => {
    const d = game({
      players: [{ active: { card: P.clefairy, energy: three }, bench: [P.dratini] }, { active: P.chansey }],
    })
    d.pick('Attack: Metronome').pick('Double-edge')
    // Chansey is weak to Fighting, not Colorless: 80. Clefairy (40 HP) is Knocked Out by its own 80.
    expect(active(d.state, 1).damage).toBe(80)
    expect(pile(d.state, 0, 'discard')).toContain(P.clefairy)
  })

  it('Metronome ignores "can only be used if" requirements (Dream Eater) and copies a single attack without asking', () => {
    const d = game({ players: [{ active: { card: P.clefairy, energy: three } }, { active: P.dratini }] })
    d.pick('Attack: Metronome')
    // Dratini has only Pound.
    expect(active(d.state, 1).damage).toBe(10)
    const e = game({ players: [{ active: { card: P.clefairy, energy: three } }, { active: P.haunter }] })
    e.pick('Attack: Metronome').pick('Dream Eater')
    expect(active(e.state, 1).damage).toBe(50)
  })
})
