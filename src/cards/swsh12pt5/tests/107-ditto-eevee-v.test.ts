import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const KELDEO_V = 'swsh1-53' // 210 HP, weak to Lightning
const LAPRAS = 'swsh1-48' // a Basic Pokémon, 130 HP

describe('swsh12pt5-107 Ditto', () => {
  const ditto = (discard: string[], energy: string[] = [E.fire, E.fire, E.fire], opponent = KELDEO_V) =>
    game({ players: [{ active: { card: crz(107), energy }, discard }, { active: opponent }] })

  it('Sudden Transformation: the attacks of Basic Pokémon without a Rule Box in the discard pile, and only those', () => {
    // Tauros (Basic) lends its attacks; Eevee V (Rule Box), Radiant Eternatus (Rule Box) and Bisharp (Stage 1) do not.
    const d = ditto([crz(106), crz(108), crz(105), crz(93), crz(106)])
    expect(d.labels().filter((l) => l.startsWith('Attack:'))).toEqual([
      'Attack: Smash Kick (Tauros)',
      'Attack: Adrena-Tackle (Tauros)',
    ])
  })
  it('has no attack of its own without such a card', () => {
    expect(
      ditto([crz(108)])
        .labels()
        .filter((l) => l.startsWith('Attack:')),
    ).toEqual([])
  })
  it('a copied attack runs as its own, effect included (Reckless Charge: 10 to Ditto too)', () => {
    const d = ditto([crz(91)], [E.metal]).pick('Attack: Reckless Charge (Pawniard)')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(10)
  })
  it('still needs the Energy of each attack', () => {
    expect(ditto([crz(91)], [E.fire]).has('Attack: Reckless Charge (Pawniard)')).toBe(false)
  })
})

describe('swsh12pt5-108 Eevee V', () => {
  const vee = (defender: string | string[]) =>
    game({
      players: [{ active: { card: crz(108), energy: [E.fire, E.fire, E.fire] } }, { active: { card: defender } }],
    }).pick('Attack: Vee Brave')
  it('Vee Brave: 160 against a Pokémon V (a VMAX too), 80 against another Pokémon', () => {
    expect(active(vee(KELDEO_V).state, 1).damage).toBe(160)
    expect(active(vee(['swsh1-49', 'swsh1-50']).state, 1).damage).toBe(160)
    expect(active(vee(LAPRAS).state, 1).damage).toBe(80)
  })
  it('Tackle: 30', () => {
    const d = game({ players: [{ active: { card: crz(108), energy: [E.fire] } }, { active: LAPRAS }] })
    expect(active(d.pick('Attack: Tackle').state, 1).damage).toBe(30)
  })
})
