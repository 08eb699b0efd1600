import { describe, expect, it } from 'vitest'
import { attack, hasAttack } from '../../../engine/testing/menu'
import { E, active, bench, crz, energyOf, game, pile, top } from './helpers'

const SNORLAX_V = 'swsh1-141'
const SNORLAX_VMAX = { card: ['swsh1-141', 'swsh1-142'] }
const AURORA = 'swsh1-186' // a Special Energy
const SIMISEAR_VSTAR = [crz(22), crz(23)]

describe('swsh12pt5-22 Simisear V', () => {
  it('Bursting Power: 20 damage, then up to 2 basic Energy cards from the hand attached where the player likes', () => {
    const d = game({
      players: [
        { active: { card: crz(22), energy: [E.fire] }, bench: [crz(24)], hand: [E.water, AURORA, E.grass] },
        { active: SNORLAX_V },
      ],
    })
    d.pick('Attack: Bursting Power')
    // The Special Energy is not offered.
    expect(d.labels().sort()).toEqual(['Basic Grass Energy', 'Basic Water Energy'])
    expect(d.decision.max).toBe(2)
    d.pick('Water', 'Grass')
    d.pick('Larvesta') // the Water Energy to the Bench
    d.pick('Simisear V') // the Grass Energy to the Active
    expect(active(d.state, 1).damage).toBe(20)
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.water])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.grass])
    expect(pile(d.state, 0, 'hand')).toEqual([AURORA])
  })

  it('Bursting Power: the player may attach none', () => {
    const d = game({
      players: [{ active: { card: crz(22), energy: [E.fire] }, hand: [E.water] }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Bursting Power').pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual([E.water])
    expect(active(d.state, 1).damage).toBe(20)
  })

  for (const energy of [[], [E.water, E.water], [E.water, E.water, E.water]])
    it(`Flare Juggling: 90 + 30 for each Energy on the Defending Pokémon (${energy.length})`, () => {
      const d = game({
        players: [
          { active: { card: crz(22), energy: [E.fire, E.fire, E.fire] } },
          { active: { ...SNORLAX_VMAX, energy } },
        ],
      })
      d.pick('Attack: Flare Juggling')
      expect(active(d.state, 1).damage).toBe(90 + 30 * energy.length)
    })
})

describe('swsh12pt5-23 Simisear VSTAR', () => {
  const deck = [crz(1), crz(2), crz(3), crz(4), crz(5), crz(6), crz(7)]

  it('evolves from Simisear V', () => {
    const d = game({ players: [{ active: crz(22), hand: [crz(23)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Simisear V into Simisear VSTAR')
    expect(top(d.state, active(d.state, 0))).toBe(crz(23))
  })

  it('Fireball Fever: the player discards 0 to 5 cards from the top of the deck, 40 more damage for each', () => {
    const d = game({
      players: [{ active: { card: SIMISEAR_VSTAR, energy: [E.fire, E.fire, E.fire] }, deck }, { active: SNORLAX_VMAX }],
    })
    d.pick('Attack: Fireball Fever')
    // From the most to none.
    expect(d.labels()).toEqual(['Discard 5', 'Discard 4', 'Discard 3', 'Discard 2', 'Discard 1', 'Discard 0'])
    d.pick('Discard 3')
    expect(active(d.state, 1).damage).toBe(40 + 3 * 40)
    expect(pile(d.state, 0, 'discard')).toEqual(deck.slice(0, 3))
  })

  it('Fireball Fever: choosing none does 40', () => {
    const d = game({
      players: [{ active: { card: SIMISEAR_VSTAR, energy: [E.fire, E.fire, E.fire] }, deck }, { active: SNORLAX_VMAX }],
    })
    d.pick('Attack: Fireball Fever').pick('Discard 0')
    expect(active(d.state, 1).damage).toBe(40)
    expect(pile(d.state, 0, 'discard')).toEqual([])
  })

  it('Fireball Fever with 2 cards in the deck offers 2, 1 or 0; with none it asks nothing', () => {
    const two = game({
      players: [
        { active: { card: SIMISEAR_VSTAR, energy: [E.fire, E.fire, E.fire] }, deck: [crz(1), crz(2)] },
        { active: SNORLAX_VMAX },
      ],
    })
    two.pick('Attack: Fireball Fever')
    expect(two.labels()).toEqual(['Discard 2', 'Discard 1', 'Discard 0'])
    const none = game({
      players: [
        { active: { card: SIMISEAR_VSTAR, energy: [E.fire, E.fire, E.fire] }, deck: [] },
        { active: SNORLAX_VMAX },
      ],
    })
    none.pick('Attack: Fireball Fever')
    expect(active(none.state, 1).damage).toBe(40)
  })

  it('Ember Star (VSTAR Power): 30 for each Energy card in the discard pile, basic or Special; then spent', () => {
    const d = game({
      players: [
        { active: { card: SIMISEAR_VSTAR, energy: [E.fire] }, discard: [E.fire, crz(1), AURORA, E.water] },
        { active: SNORLAX_VMAX },
      ],
    })
    attack(d, 'Ember Star')
    expect(active(d.state, 1).damage).toBe(90)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(hasAttack(d, 'Ember Star')).toBe(false)
    expect(hasAttack(d, 'Fireball Fever')).toBe(false) // 1 Energy: not enough for it either
  })

  it("Ember Star is refused once another VSTAR Power of the player was used (Leafeon VSTAR's Ivy Star)", () => {
    const d = game({
      players: [
        {
          active: { card: SIMISEAR_VSTAR, energy: [E.fire] },
          bench: [{ card: [crz(13), crz(14)] }],
          discard: [E.fire],
        },
        { active: SNORLAX_VMAX, bench: [crz(7)] },
      ],
    })
    expect(hasAttack(d, 'Ember Star')).toBe(true)
    d.pick('Use Ivy Star').pick('Sunkern')
    expect(hasAttack(d, 'Ember Star')).toBe(false)
  })
})
