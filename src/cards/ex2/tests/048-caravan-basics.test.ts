/** ex2-48 Nuzleaf, ex2-51 Quilava, ex2-59 Cyndaquil, ex2-64 Ekans, ex2-76 Seedot, ex2-85 Zigzagoon: coin and choice attacks. */
import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, ss } from './helpers'

const TARGET = 'base1-2'

describe('coin attacks', () => {
  for (const heads of [true, false]) {
    it(`Nuzleaf Steady Punch: ${heads ? 30 : 20}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: [ss(76), ss(48)], energy: [E.grass, E.fire] } }, { active: TARGET }],
      })
      d.pick('Attack: Steady Punch')
      expect(active(d.state, 1).damage).toBe(heads ? 30 : 20)
    })
    it(`Cyndaquil Singe: ${heads ? 'Burned' : 'nothing'}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: ss(59), energy: [E.fire] } }, { active: TARGET }] })
      d.pick('Attack: Singe')
      expect(active(d.state, 1).conditions.burned).toBe(heads)
    })
    it(`Ekans Bind: 10${heads ? ', Paralyzed' : ''}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: ss(64), energy: [E.fire] } }, { active: TARGET }] })
      d.pick('Attack: Bind')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })
    it(`Seedot Surprise Attack: ${heads ? 30 : 'nothing'}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: ss(76), energy: [E.grass] } }, { active: TARGET }] })
      d.pick('Attack: Surprise Attack')
      expect(active(d.state, 1).damage).toBe(heads ? 30 : 0)
    })
  }
})

describe('ex2-51 Quilava, Burning Claw', () => {
  it('does 40; discarding a Fire Energy card Burns the Defending Pokémon', () => {
    const d = game({
      players: [{ active: { card: [ss(59), ss(51)], energy: [E.fire, E.fire, E.water] } }, { active: TARGET }],
    })
    d.pick('Attack: Burning Claw').pick('Yes')
    expect(active(d.state, 1).damage).toBe(40)
    expect(active(d.state, 1).conditions.burned).toBe(true)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.water])
  })
  it('does 40 and nothing more when the player keeps the Energy', () => {
    const d = game({
      players: [{ active: { card: [ss(59), ss(51)], energy: [E.fire, E.fire, E.water] } }, { active: TARGET }],
    })
    d.pick('Attack: Burning Claw').pick('No')
    expect(active(d.state, 1).conditions.burned).toBe(false)
    expect(energyOf(d.state, active(d.state, 0))).toHaveLength(3)
  })
})

describe('ex2-85 Zigzagoon, Collect', () => {
  it('draws a card', () => {
    const d = game({
      players: [{ active: { card: ss(85), energy: [E.fire] }, deck: [ss(75), ss(76)] }, { active: TARGET }],
    })
    d.pick('Attack: Collect')
    expect(pile(d.state, 0, 'hand')).toEqual([ss(75)])
  })
})
