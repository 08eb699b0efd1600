import { describe, expect, it } from 'vitest'
import { attack, hasAttack } from '../../../engine/testing/menu'
import { E, active, bench, crz, game, top } from './helpers'

const SNORLAX_V = 'swsh1-141'
const SNORLAX_VMAX = { card: ['swsh1-141', 'swsh1-142'] }
const LEAFEON_V = crz(13)
const LEAFEON_VSTAR = [crz(13), crz(14)]
/** Charizard V attacking with Incinerate: 90, ×2 against Leafeon's Fire Weakness. */
const CHARIZARD_V = { card: crz(18), energy: [E.fire, E.fire, E.fire] }

describe('swsh12pt5-13 Leafeon V', () => {
  it("Leaf Guard: 30 damage; during the opponent's next turn its attacks do 30 less, after Weakness", () => {
    const d = game({
      players: [{ active: { card: LEAFEON_V, energy: [E.grass] } }, { active: CHARIZARD_V }],
    })
    attack(d, 'Leaf Guard')
    expect(active(d.state, 1).damage).toBe(30)
    attack(d, 'Incinerate')
    expect(active(d.state, 0).damage).toBe(90 * 2 - 30)
  })

  it('Leaf Guard lasts one turn only: two turns later the attack does its full damage', () => {
    const d = game({
      players: [{ active: { card: LEAFEON_V, energy: [E.grass] } }, { active: CHARIZARD_V }],
    })
    attack(d, 'Leaf Guard')
    d.pick('End turn').pick('End turn')
    attack(d, 'Incinerate')
    expect(active(d.state, 0).damage).toBe(180)
  })

  it('Slashing Strike: 180 damage; not usable during the next turn (Leaf Guard is), usable again after', () => {
    const d = game({
      players: [{ active: { card: LEAFEON_V, energy: [E.grass, E.grass, E.fire] } }, { active: SNORLAX_VMAX }],
    })
    attack(d, 'Slashing Strike')
    expect(active(d.state, 1).damage).toBe(180)
    d.pick('End turn')
    expect(hasAttack(d, 'Slashing Strike')).toBe(false)
    expect(hasAttack(d, 'Leaf Guard')).toBe(true)
    d.pick('End turn').pick('End turn')
    expect(hasAttack(d, 'Slashing Strike')).toBe(true)
  })
})

describe('swsh12pt5-14 Leafeon VSTAR', () => {
  it('evolves from Leafeon V', () => {
    const d = game({ players: [{ active: LEAFEON_V, hand: [crz(14)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Leafeon V into Leafeon VSTAR')
    expect(top(d.state, active(d.state, 0))).toBe(crz(14))
  })

  it("Ivy Star (VSTAR Power): the opponent's chosen Benched Pokémon becomes their Active; never again that game", () => {
    const d = game({
      players: [{ active: { card: LEAFEON_VSTAR } }, { active: SNORLAX_V, bench: [crz(7), crz(11)], hand: [] }],
    })
    d.pick('Use Ivy Star')
    expect(d.labels()).toEqual(['Sunkern', 'Cherubi'])
    d.pick('Cherubi')
    expect(top(d.state, active(d.state, 1))).toBe(crz(11))
    expect(top(d.state, bench(d.state, 1, 1))).toBe(SNORLAX_V)
    expect(d.state.players[0].vstarUsed).toBe(true)
    // Spent: not offered again this turn, nor on a later one.
    expect(d.has('Use Ivy Star')).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(d.state.current).toBe(0)
    expect(d.has('Use Ivy Star')).toBe(false)
  })

  it('Ivy Star is not offered while the opponent has no Benched Pokémon (the Power is not spent on nothing)', () => {
    const d = game({ players: [{ active: { card: LEAFEON_VSTAR } }, { active: SNORLAX_V }] })
    expect(d.has('Use Ivy Star')).toBe(false)
    expect(d.state.players[0].vstarUsed).toBe(false)
  })

  it('Ivy Star works from the Bench too', () => {
    const d = game({
      players: [
        { active: crz(7), bench: [{ card: LEAFEON_VSTAR }] },
        { active: SNORLAX_V, bench: [crz(11)] },
      ],
    })
    d.pick('Use Ivy Star').pick('Cherubi')
    expect(top(d.state, active(d.state, 1))).toBe(crz(11))
  })

  it("Ivy Star is refused once another VSTAR Power of the player was used (Simisear VSTAR's Ember Star)", () => {
    const d = game({
      players: [
        {
          active: { card: [crz(22), crz(23)], energy: [E.fire] },
          bench: [{ card: LEAFEON_VSTAR }],
          discard: [E.fire],
        },
        { active: SNORLAX_V, bench: [crz(11)] },
      ],
    })
    expect(d.has('Use Ivy Star')).toBe(true)
    attack(d, 'Ember Star')
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(d.has('Use Ivy Star')).toBe(false)
  })

  it("the opponent's VSTAR Power does not spend ours", () => {
    const d = game({
      players: [
        { active: { card: LEAFEON_VSTAR }, bench: [crz(11)] },
        { active: { card: LEAFEON_VSTAR }, bench: [crz(7)] },
      ],
    })
    d.pick('Use Ivy Star').pick('Sunkern').pick('End turn')
    expect(d.state.current).toBe(1)
    expect(d.has('Use Ivy Star')).toBe(true)
  })

  it('Leaf Guard: 180 damage, then 30 less damage from the next attack', () => {
    const d = game({
      players: [{ active: { card: LEAFEON_VSTAR, energy: [E.grass, E.grass, E.fire] } }, { active: CHARIZARD_V }],
    })
    attack(d, 'Leaf Guard')
    expect(active(d.state, 1).damage).toBe(180)
    attack(d, 'Incinerate')
    expect(active(d.state, 0).damage).toBe(150)
  })
})
