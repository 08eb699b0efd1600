import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'

describe('swsh1-1 Celebi V', () => {
  it('Find a Friend puts up to 2 Pokémon cards from the deck into the hand (Energy is not offered)', () => {
    const d = game({
      players: [
        { active: { card: swsh1(1), energy: [E.grass] }, deck: [swsh1(5), E.grass, swsh1(6), swsh1(10)] },
        { active: swsh1(9) },
      ],
    })
    d.pick('Attack: Find a Friend')
    expect(d.labels().sort()).toEqual(['Cottonee', 'Grookey', 'Whimsicott'])
    d.pick('Whimsicott', 'Grookey')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([swsh1(10), swsh1(6)].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Line Force: 50 plus 20 for each of your Benched Pokémon', () => {
    for (const [bench, dmg] of [
      [0, 50],
      [3, 110],
    ] as const) {
      const d = game({
        players: [
          { active: { card: swsh1(1), energy: [E.grass, E.grass] }, bench: Array(bench).fill(swsh1(5)) },
          { active: swsh1(9), bench: [swsh1(5)] },
        ],
      })
      d.pick('Attack: Line Force')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it('is worth 2 Prize cards', () => {
    const d = game({
      players: [
        { active: { card: swsh1(9), energy: [E.grass, E.grass, E.grass] } },
        { active: { card: swsh1(1) }, bench: [swsh1(5)] },
      ],
    })
    d.pick('Attack: Giga Hammer')
    expect(d.decision.text).toBe('Take 2 Prize cards')
  })
})
