import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, swsh1 } from './helpers'

const ZAMAZENTA = swsh1(139)
const STONJOURNER_V = swsh1(115)
const STONJOURNER_VMAX = [swsh1(115), swsh1(116)]
const TWIN = 'swsh2-174' // Twin Energy: a Special Energy
const FIGHTING3 = [E.fighting, E.fighting, E.fighting]

describe('swsh1-139 Zamazenta V: Dauntless Shield', () => {
  it("prevents all damage from an attack of the opponent's Pokémon VMAX", () => {
    const d = game({
      players: [{ active: { card: STONJOURNER_VMAX, energy: FIGHTING3 } }, { active: { card: ZAMAZENTA } }],
    })
    d.pick('Attack: Max Rockfall')
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('a Pokémon V that is not a VMAX still does its damage', () => {
    const d = game({
      players: [{ active: { card: STONJOURNER_V, energy: FIGHTING3 } }, { active: { card: ZAMAZENTA } }],
    })
    d.pick('Attack: Mega Kick')
    expect(active(d.state, 1).damage).toBe(150)
  })

  it('only shields Zamazenta itself, not the other Pokémon in play', () => {
    const d = game({
      players: [
        { active: { card: STONJOURNER_VMAX, energy: FIGHTING3 } },
        { active: { card: STONJOURNER_VMAX }, bench: [{ card: ZAMAZENTA }] },
      ],
    })
    d.pick('Attack: Max Rockfall')
    expect(active(d.state, 1).damage).toBe(200)
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })
})

describe('swsh1-139 Zamazenta V: Assault Tackle', () => {
  it('130 damage, then a Special Energy of the Defending Pokémon is discarded (basic ones stay)', () => {
    const d = game({
      players: [
        { active: { card: ZAMAZENTA, energy: [E.metal, E.metal, E.fire] } },
        { active: { card: swsh1(140), energy: [E.water, TWIN] } },
      ],
    })
    d.pick('Attack: Assault Tackle')
    expect(d.labels()).toEqual(['Twin Energy'])
    d.pick('Twin Energy')
    expect(active(d.state, 1).damage).toBe(130)
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.water])
    expect(pile(d.state, 1, 'discard')).toEqual([TWIN])
  })

  it('with only basic Energy on the Defending Pokémon, only the damage', () => {
    const d = game({
      players: [
        { active: { card: ZAMAZENTA, energy: [E.metal, E.metal, E.fire] } },
        { active: { card: swsh1(140), energy: [E.water, E.water] } },
      ],
    })
    d.pick('Attack: Assault Tackle')
    expect(active(d.state, 1).damage).toBe(130)
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.water, E.water])
    expect(d.state.current).toBe(1) // nothing was asked: the opponent's turn began
  })
})
