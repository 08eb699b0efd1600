import { describe, expect, it } from 'vitest'
import { E, active, bench, game, sv } from './helpers'

const gengar = { card: [sv(92), sv(93), sv(94)], energy: [E.psychic, E.psychic] }
const POTION = 'base1-94'
const BILL = 'base1-91'

describe('sv3pt5-94 Gengar', () => {
  it("Poltergeist: shows the opponent's hand, 50 per Trainer card in it", () => {
    const d = game({
      players: [{ active: gengar }, { active: { card: [sv(88), sv(89)] }, hand: [POTION, E.fire, BILL, sv(92)] }],
    })
    d.pick('Attack: Poltergeist')
    expect(active(d.state, 1).damage).toBe(100)
    const rev = d.events.find((e) => e.type === 'reveal')
    expect(rev?.type === 'reveal' && rev.seat === 1 && rev.to === 'opponent' && rev.cards.length).toBe(4)
  })

  it('Poltergeist: no Trainer card, no damage', () => {
    const d = game({ players: [{ active: gengar }, { active: { card: [sv(88), sv(89)] }, hand: [E.fire] }] })
    d.pick('Attack: Poltergeist')
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Hollow Dive: 110 damage, then 3 damage counters on Benched Pokémon as you like', () => {
    const d = game({ players: [{ active: gengar }, { active: { card: [sv(88), sv(89)] }, bench: [sv(96), sv(83)] }] })
    d.pick('Attack: Hollow Dive')
    expect(active(d.state, 1).damage).toBe(110)
    d.pick('Drowzee').pick("Farfetch'd").pick('Drowzee')
    expect(bench(d.state, 1, 0).damage).toBe(20)
    expect(bench(d.state, 1, 1).damage).toBe(10)
  })

  it('Hollow Dive: no counter goes on a Benched Kakuna (Cocoon Cover: counters are an effect, not damage)', () => {
    const d = game({
      players: [
        { active: gengar },
        { active: { card: [sv(88), sv(89)] }, bench: [{ card: [sv(13), sv(14)] }, sv(96)] },
      ],
    })
    d.pick('Attack: Hollow Dive').pick('Kakuna').pick('Kakuna').pick('Drowzee')
    expect(bench(d.state, 1, 0).damage).toBe(0)
    expect(bench(d.state, 1, 1).damage).toBe(10)
  })

  it('Hollow Dive with no Benched Pokémon: only the damage', () => {
    const d = game({ players: [{ active: gengar }, { active: { card: [sv(88), sv(89)] } }] })
    d.pick('Attack: Hollow Dive')
    expect(active(d.state, 1).damage).toBe(110)
    expect(d.state.current).toBe(1)
  })

  it('has no Retreat Cost', () => {
    const d = game({ players: [{ active: { card: [sv(92), sv(93), sv(94)] }, bench: [sv(96)] }, { active: sv(96) }] })
    d.pick('Retreat to Drowzee')
    expect(active(d.state, 0).stack.length).toBe(1)
  })
})
