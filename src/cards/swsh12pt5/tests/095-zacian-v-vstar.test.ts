import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const JYNX_EX = 'sv3pt5-124' // weak to Metal, 200 HP
const DUBWOOL_V = 'swsh2-153' // Soft Wool: takes 30 less damage from attacks
const LAPRAS_V = 'swsh1-49' // 210 HP
const LAPRAS_VMAX = ['swsh1-49', 'swsh1-50'] // 320 HP
const ZACIAN_VSTAR = [crz(95), crz(96)]
const ZAMAZENTA_VSTAR = [crz(98), crz(99)]
const FOUR = [E.metal, E.metal, E.fire, E.fire]

const attackFrom = (card: string | string[], defender: string | string[], attack: string) =>
  game({ players: [{ active: { card, energy: FOUR } }, { active: { card: defender } }] }).pick(`Attack: ${attack}`)

describe('swsh12pt5-95 Zacian V', () => {
  it("Piercing Strike: 40, whatever the Defending Pokémon's Weakness or Abilities", () => {
    expect(active(attackFrom(crz(95), JYNX_EX, 'Piercing Strike').state, 1).damage).toBe(40)
    expect(active(attackFrom(crz(95), DUBWOOL_V, 'Piercing Strike').state, 1).damage).toBe(40)
  })
  it('Behemoth Blade: 260 against a Pokémon VMAX, 100 against a Pokémon V', () => {
    expect(active(attackFrom(crz(95), LAPRAS_VMAX, 'Behemoth Blade').state, 1).damage).toBe(260)
    expect(active(attackFrom(crz(95), LAPRAS_V, 'Behemoth Blade').state, 1).damage).toBe(100)
  })
})

describe('swsh12pt5-96 Zacian VSTAR', () => {
  it('evolves from Zacian V (not from the Sword & Shield Zacian V: a different card of the same name would too)', () => {
    const d = game({ players: [{ active: crz(95), hand: [crz(96)] }, { active: LAPRAS_V }] })
    expect(d.has('Evolve Zacian V into Zacian VSTAR')).toBe(true)
  })
  it("Break Edge: 200, not changed by Dubwool V's Soft Wool", () => {
    expect(active(attackFrom(ZACIAN_VSTAR, DUBWOOL_V, 'Break Edge').state, 1).damage).toBe(200)
  })
  it('Sword Star: 310 and 30 to itself, once: the VSTAR Power is spent for the rest of the game', () => {
    const d = game({
      players: [{ active: { card: ZACIAN_VSTAR, energy: FOUR } }, { active: { card: LAPRAS_VMAX } }],
    })
    d.pick('Attack: Sword Star')
    expect(active(d.state, 1).damage).toBe(310)
    expect(active(d.state, 0).damage).toBe(30)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(d.has('Attack: Break Edge')).toBe(true)
    expect(d.has('Attack: Sword Star')).toBe(false)
  })
  it("Sword Star is refused once Zamazenta VSTAR's Shield Star (another VSTAR Power) was used", () => {
    const d = game({
      players: [
        { active: { card: ZACIAN_VSTAR, energy: FOUR }, bench: [{ card: ZAMAZENTA_VSTAR }] },
        { active: { card: LAPRAS_VMAX } },
      ],
    })
    expect(d.has('Attack: Sword Star')).toBe(true)
    d.pick('Use Shield Star')
    expect(d.has('Attack: Sword Star')).toBe(false)
    expect(d.has('Attack: Break Edge')).toBe(true)
  })
})
