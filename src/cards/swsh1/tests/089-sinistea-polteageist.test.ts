import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'

const WOBBUFFET = swsh1(86)
const POLTEAGEIST = [swsh1(89), swsh1(90)]
const TRAINER = 'sv3pt5-158'

describe('swsh1-89 Sinistea, swsh1-90 Polteageist: Teatime', () => {
  it('each player draws 2 cards', () => {
    for (const card of [swsh1(89), POLTEAGEIST]) {
      const d = game({
        players: [
          { active: { card, energy: [E.fire] }, deck: [E.grass, E.water, E.fire] },
          { active: WOBBUFFET, deck: [E.metal, E.darkness, E.fire] },
        ],
      })
      d.pick('Attack: Teatime')
      expect(pile(d.state, 0, 'hand')).toEqual([E.grass, E.water])
      // The opponent's 2 cards, then the draw for their turn.
      expect(pile(d.state, 1, 'hand')).toEqual([E.metal, E.darkness, E.fire])
      expect(active(d.state, 1).damage).toBe(0)
    }
  })
})

describe('swsh1-90 Polteageist: Poltergeist', () => {
  it("50 damage for each Trainer card in the opponent's hand; none, no damage", () => {
    for (const [hand, dmg] of [
      [[TRAINER, TRAINER, E.fire], 100],
      [[E.fire], 0],
    ] as const) {
      const d = game({
        players: [
          { active: { card: POLTEAGEIST, energy: [E.psychic, E.fire] } },
          { active: WOBBUFFET, hand: [...hand] },
        ],
      })
      d.pick('Attack: Poltergeist')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})
