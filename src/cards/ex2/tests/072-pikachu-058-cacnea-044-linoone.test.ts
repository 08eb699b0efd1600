import { describe, expect, it } from 'vitest'
import { E, active, game, pile, ss } from './helpers'

const { lightning: L, grass: G, fire: R } = E

describe('ex2-72 Pikachu', () => {
  it('Scratch does 10, Pika Bolt 40', () => {
    for (const [name, energy, damage] of [
      ['Scratch', [R], 10],
      ['Pika Bolt', [L, R, R], 40],
    ] as const) {
      const d = game({ players: [{ active: { card: ss(72), energy: [...energy] } }, { active: 'base1-3' }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})

describe('ex2-58 Cacnea', () => {
  for (const heads of [true, false])
    it(`Poison Sting: 10${heads ? ', Poisoned on heads' : ''}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: ss(58), energy: [G] } }, { active: 'base1-3' }] })
      d.pick('Attack: Poison Sting')
      expect(active(d.state, 1).conditions.poisoned).toBe(heads)
    })
})

describe('ex2-44 Linoone', () => {
  it('Sniff Out: any 1 card from the discard pile into the hand', () => {
    const d = game({
      players: [
        { active: { card: [ss(85), ss(44)], energy: [R] }, discard: [ss(75), 'base1-99'], hand: [] },
        { active: 'base1-3' },
      ],
    })
    d.pick('Attack: Sniff Out')
    expect(d.labels()).toEqual(['Sandshrew', 'Grass Energy'])
    d.pick('Grass Energy')
    expect(pile(d.state, 0, 'hand')).toEqual(['base1-99'])
    expect(pile(d.state, 0, 'discard')).toEqual([ss(75)])
  })
})
