import { describe, expect, it } from 'vitest'
import { attack, hasAttack } from '../../../engine/testing/menu'
import { E, active, crz, energyOf, game, pile, top } from './helpers'

const SNORLAX_V = 'swsh1-141'
const SNORLAX_VMAX = { card: ['swsh1-141', 'swsh1-142'] }
const AIR_BALLOON = 'swsh1-156'
const CHARIZARD_VSTAR = [crz(18), crz(19)]

describe('swsh12pt5-18 Charizard V', () => {
  it("Incinerate: the Defending Pokémon's Tool is discarded first, then 90 damage", () => {
    const d = game({
      players: [
        { active: { card: crz(18), energy: [E.fire, E.fire, E.grass] } },
        { active: { card: SNORLAX_V, tools: [AIR_BALLOON] } },
      ],
    })
    d.pick('Attack: Incinerate')
    expect(active(d.state, 1).tools).toEqual([])
    expect(pile(d.state, 1, 'discard')).toEqual([AIR_BALLOON])
    expect(active(d.state, 1).damage).toBe(90)
  })

  it('Incinerate without a Tool: 90 damage', () => {
    const d = game({
      players: [{ active: { card: crz(18), energy: [E.fire, E.fire, E.grass] } }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Incinerate')
    expect(active(d.state, 1).damage).toBe(90)
  })
})

describe('swsh12pt5-19 Charizard VSTAR', () => {
  it('evolves from Charizard V', () => {
    const d = game({ players: [{ active: crz(18), hand: [crz(19)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Charizard V into Charizard VSTAR')
    expect(top(d.state, active(d.state, 0))).toBe(crz(19))
  })

  for (const damage of [0, 10])
    it(`Explosive Fire: 130, or 230 with a damage counter on Charizard (${damage} damage)`, () => {
      const d = game({
        players: [
          { active: { card: CHARIZARD_VSTAR, energy: [E.fire, E.fire, E.grass], damage } },
          { active: SNORLAX_VMAX },
        ],
      })
      d.pick('Attack: Explosive Fire')
      expect(active(d.state, 1).damage).toBe(damage ? 230 : 130)
    })

  it('Star Blaze (VSTAR Power): 320 damage, 2 Energy of its choice discarded; never again that game', () => {
    const d = game({
      players: [
        { active: { card: CHARIZARD_VSTAR, energy: [E.fire, E.fire, E.fire, E.grass, E.water] } },
        { active: SNORLAX_VMAX },
      ],
    })
    attack(d, 'Star Blaze')
    expect(active(d.state, 1).damage).toBe(320)
    d.pick((o) => o.kind === 'cards' && o.label.includes('Grass') && o.label.includes('Water'))
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.fire, E.fire])
    expect(d.state.players[0].vstarUsed).toBe(true)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(hasAttack(d, 'Star Blaze')).toBe(false)
    expect(hasAttack(d, 'Explosive Fire')).toBe(true)
  })

  it("Star Blaze is refused once another VSTAR Power of the player was used (Leafeon VSTAR's Ivy Star)", () => {
    const d = game({
      players: [
        {
          active: { card: CHARIZARD_VSTAR, energy: [E.fire, E.fire, E.fire, E.grass] },
          bench: [{ card: [crz(13), crz(14)] }],
        },
        { active: SNORLAX_VMAX, bench: [crz(7)] },
      ],
    })
    expect(hasAttack(d, 'Star Blaze')).toBe(true)
    d.pick('Use Ivy Star').pick('Sunkern')
    expect(hasAttack(d, 'Star Blaze')).toBe(false)
    expect(hasAttack(d, 'Explosive Fire')).toBe(true)
  })
})
