import { describe, expect, it } from 'vitest'
import { E, active, game, menu, ss } from './helpers'

const VIGOROTH = [ss(80), ss(52)]
const { fire: R } = E

describe('ex2-80 Slakoth', () => {
  it("Lazy Punch: 10, and Slakoth can't attack during its owner's next turn", () => {
    const d = game({
      players: [{ active: { card: ss(80), energy: [R] } }, { active: { card: 'base1-3' } }],
    })
    d.pick('Attack: Lazy Punch')
    expect(active(d.state, 1).damage).toBe(10)
    d.pick('End turn')
    expect(menu(d).some((l) => l.startsWith('Attack'))).toBe(false)
  })
})

describe('ex2-52 Vigoroth', () => {
  it('Focus Energy: during its next turn Slash does 90', () => {
    const d = game({
      players: [{ active: { card: VIGOROTH, energy: [R, R, R] } }, { active: { card: 'base1-3' } }],
    })
    d.pick('Attack: Focus Energy')
    d.pick('End turn')
    d.pick('Attack: Slash')
    expect(active(d.state, 1).damage).toBe(90)
  })

  it('Slash does 40 without Focus Energy', () => {
    const d = game({ players: [{ active: { card: VIGOROTH, energy: [R, R, R] } }, { active: 'base1-3' }] })
    d.pick('Attack: Slash')
    expect(active(d.state, 1).damage).toBe(40)
  })
})

describe('ex2-82 Trapinch', () => {
  it("Sand Pit: 10, and the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: ss(82), energy: [R] } },
        { active: { card: 'base1-2', energy: [E.water, E.water, E.water] }, bench: [ss(75)] },
      ],
    })
    d.pick('Attack: Sand Pit')
    expect(active(d.state, 1).damage).toBe(10)
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
  })

  it('Irongrip does 20', () => {
    const d = game({ players: [{ active: { card: ss(82), energy: [R, R] } }, { active: 'base1-2' }] })
    d.pick('Attack: Irongrip')
    expect(active(d.state, 1).damage).toBe(20)
  })
})
