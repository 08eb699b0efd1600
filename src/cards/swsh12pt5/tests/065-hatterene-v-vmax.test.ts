import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, energyOf, game, menu, pile, top } from './helpers'

const DHELMISE_V = 'swsh1-9'
const VMAX = [crz(65), crz(66)]

describe('swsh12pt5-65 Hatterene V', () => {
  it('Horoscope: attaches the Energy cards you choose among the top 3, the rest go back in your order', () => {
    const d = game({
      players: [
        { active: { card: crz(65), energy: [E.psychic] }, deck: [crz(61), E.water, crz(64), E.fire, E.grass] },
        { active: DHELMISE_V },
      ],
    })
    d.pick('Attack: Horoscope')
    expect(d.labels()).toEqual(['Basic Water Energy'])
    d.pick('Basic Water Energy')
    d.pick('Tapu Lele', 'Girafarig')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.psychic, E.water])
    expect(pile(d.state, 0, 'deck')).toEqual([crz(64), crz(61), E.fire, E.grass])
  })

  it('Horoscope may attach none (the top cards go back in your order)', () => {
    const d = game({
      players: [
        { active: { card: crz(65), energy: [E.psychic] }, deck: [E.water, E.fire, crz(61)] },
        { active: DHELMISE_V },
      ],
    })
    d.pick('Attack: Horoscope').pickIndices([])
    d.pick('Girafarig', 'Basic Fire Energy', 'Basic Water Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.psychic])
    expect(pile(d.state, 0, 'deck')).toEqual([crz(61), E.fire, E.water])
  })

  it('Teleportation Burst: 80, then switches with a Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: crz(65), energy: [E.psychic, E.fire, E.fire] }, bench: [crz(61)] },
        { active: DHELMISE_V },
      ],
    })
    d.pick('Attack: Teleportation Burst')
    expect(active(d.state, 1).damage).toBe(80)
    d.pick('Girafarig')
    expect(top(d.state, active(d.state, 0))).toBe(crz(61))
    expect(top(d.state, bench(d.state, 0, 0))).toBe(crz(65))
  })
})

describe('swsh12pt5-66 Hatterene VMAX', () => {
  it('evolves from Hatterene V', () => {
    const d = game({ players: [{ active: crz(65), hand: [crz(66)] }, { active: DHELMISE_V }] })
    d.pick('Evolve Hatterene V into Hatterene VMAX')
    expect(top(d.state, active(d.state, 0))).toBe(crz(66))
  })

  it("Witch's Domain: moves 2 damage counters, from different Pokémon of yours, onto the opponent's Active; once a turn", () => {
    const d = game({
      players: [{ active: { card: VMAX, damage: 30 }, bench: [{ card: crz(61), damage: 10 }] }, { active: DHELMISE_V }],
    })
    d.pick("Use Witch's Domain")
    d.pick('Hatterene VMAX')
    d.pick('Girafarig')
    expect(active(d.state, 0).damage).toBe(20)
    expect(bench(d.state, 0, 0).damage).toBe(0)
    expect(active(d.state, 1).damage).toBe(20)
    expect(menu(d)).not.toContain("Use Witch's Domain")
  })

  it("Witch's Domain: may stop after 1 counter", () => {
    const d = game({ players: [{ active: { card: VMAX, damage: 30 } }, { active: DHELMISE_V }] })
    d.pick("Use Witch's Domain").pick('Hatterene VMAX')
    expect(d.decision.min).toBe(0)
    d.pickIndices([])
    expect(active(d.state, 0).damage).toBe(20)
    expect(active(d.state, 1).damage).toBe(10)
  })

  it("Witch's Domain moves only the counters there are, and is not offered without any", () => {
    const d = game({ players: [{ active: { card: VMAX, damage: 10 } }, { active: DHELMISE_V }] })
    d.pick("Use Witch's Domain").pick('Hatterene VMAX')
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 1).damage).toBe(10)
    expect(d.decision.ask).toBe('main')
    const none = game({ players: [{ active: { card: VMAX } }, { active: DHELMISE_V }] })
    expect(menu(none)).not.toContain("Use Witch's Domain")
  })

  it('G-Max Smite: 150 and Confused', () => {
    const d = game({
      players: [{ active: { card: VMAX, energy: [E.psychic, E.fire, E.fire] } }, { active: DHELMISE_V }],
    })
    d.pick('Attack: G-Max Smite')
    expect(active(d.state, 1).damage).toBe(150)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })
})
