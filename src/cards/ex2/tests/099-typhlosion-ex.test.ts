import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, menu, pile, ss } from './helpers'

const TYPHLOSION = [ss(59), ss(51), ss(99)]
const { fire: R, water: W } = E

describe('ex2-99 Typhlosion ex', () => {
  it('evolves from Quilava', () => {
    const d = game({ players: [{ active: { card: [ss(59), ss(51)] }, hand: [ss(99)] }, { active: 'base1-3' }] })
    expect(menu(d)).toContain('Evolve Quilava into Typhlosion ex')
  })

  it("Ring of Fire: 40, the Defending Pokémon is Burned and can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: TYPHLOSION, energy: [R, R, R] } },
        { active: { card: 'base1-3', energy: [W] }, bench: [ss(75)] },
      ],
    })
    d.pick('Attack: Ring of Fire')
    expect(active(d.state, 1).damage).toBeGreaterThanOrEqual(40)
    expect(active(d.state, 1).conditions.burned).toBe(true)
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
  })

  it('Split Blast: 100, then 1 Energy card attached to Typhlosion ex is discarded', () => {
    const d = game({
      players: [{ active: { card: TYPHLOSION, energy: [R, R, R, W, W] } }, { active: 'base1-3' }],
    })
    d.pick('Attack: Split Blast')
    expect(d.labels()).toEqual(['Water Energy', 'Fire Energy'])
    d.pick('Water Energy')
    expect(energyOf(d.state, active(d.state, 0)).length).toBe(4)
    expect(pile(d.state, 0, 'discard')).toEqual([W])
    expect(active(d.state, 1).damage).toBe(100)
  })
})
