import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const BISHARP = [swsh1(133), swsh1(134)]
const TARGET = [swsh1(97), swsh1(98), swsh1(99)] // Rhyperior: 190 HP, weak to Grass only

describe('swsh1-134 Bisharp: Charge Order', () => {
  it.each([
    [[], 30],
    [[swsh1(140)], 30],
    [[swsh1(133), swsh1(140), swsh1(133)], 90],
    [[swsh1(133), BISHARP], 60], // an evolved Pawniard is a Bisharp now
  ])('Bench %j: %i damage', (benchCards, dmg) => {
    const d = game({
      players: [
        { active: { card: BISHARP, energy: [E.fire] }, bench: benchCards.map((card) => ({ card })) },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Attack: Charge Order')
    expect(active(d.state, 1).damage).toBe(dmg)
  })
})
