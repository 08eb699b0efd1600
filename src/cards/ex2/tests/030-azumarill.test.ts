import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, ss } from './helpers'

const AZUMARILL = [ss(68), ss(30)]

describe('ex2-30 Azumarill', () => {
  it('Drizzle attaches any number of Water Energy cards from the hand to your Active Pokémon', () => {
    const d = game({
      players: [
        { active: { card: AZUMARILL, energy: [E.fire] }, hand: [E.water, E.water, E.fire, E.water] },
        { active: 'base1-2' },
      ],
    })
    d.pick('Attack: Drizzle')
    // Only the three Water Energy cards are offered; the player takes two.
    expect(d.labels().filter((l) => l !== 'Done')).toHaveLength(3)
    d.pickIndices([0, 1])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.water, E.water])
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.fire, E.water].sort())
  })

  it('Drizzle does nothing without Water Energy in the hand', () => {
    const d = game({
      players: [{ active: { card: AZUMARILL, energy: [E.fire] }, hand: [E.fire] }, { active: 'base1-2' }],
    })
    d.pick('Attack: Drizzle')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire])
  })

  it('Max Bubbles flips a coin for each Energy attached to your Active Pokémon: 30 for each heads', () => {
    const d = game({
      flips: [true, false, true, true],
      players: [{ active: { card: AZUMARILL, energy: [E.water, E.fire, E.water, E.water] } }, { active: 'base1-2' }],
    })
    d.pick('Attack: Max Bubbles')
    expect(active(d.state, 1).damage).toBe(90)
  })
})
