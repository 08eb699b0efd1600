import { describe, expect, it } from 'vitest'
import { E, active, bench, game, sv } from './helpers'

const dewgong = { card: [sv(86), sv(87)], energy: [E.water, E.water] }

describe('sv3pt5-87 Dewgong', () => {
  it('Dual Splash: 50 to the Active and 50 to a Benched Pokémon of your choice', () => {
    const d = game({
      players: [
        { active: dewgong },
        { active: { card: [sv(88), sv(89)] }, bench: [sv(96), { card: [sv(90), sv(91)] }] },
      ],
    })
    d.pick('Attack: Dual Splash')
    expect(d.labels()).toEqual(['Muk', 'Drowzee', 'Cloyster'])
    d.pick('Muk').pick('Cloyster')
    expect(active(d.state, 1).damage).toBe(50)
    expect(bench(d.state, 1, 1).damage).toBe(50)
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })

  it('Dual Splash can hit 2 Benched Pokémon and leave the Active alone; no Weakness on the Bench', () => {
    // Ponyta (Weakness Water) on the Bench takes 50, not 100.
    const d = game({ players: [{ active: dewgong }, { active: { card: [sv(88), sv(89)] }, bench: [sv(96), sv(77)] }] })
    d.pick('Attack: Dual Splash').pick('Drowzee')
    // The first choice is not offered again.
    expect(d.labels()).toEqual(['Muk', 'Ponyta'])
    d.pick('Ponyta')
    expect(active(d.state, 1).damage).toBe(0)
    expect(bench(d.state, 1, 0).damage).toBe(50)
    expect(bench(d.state, 1, 1).damage).toBe(50)
  })

  it('Dual Splash against a lone Active: it is the only target; Weakness doubles it (Ponyta, Weakness Water)', () => {
    const d = game({ players: [{ active: dewgong }, { active: sv(77) }] })
    d.pick('Attack: Dual Splash').pick('Ponyta')
    expect(
      d.events.filter((e) => e.type === 'damage' && e.target.seat === 1).map((e) => e.type === 'damage' && e.amount),
    ).toEqual([100])
  })
})
