import { describe, expect, it } from 'vitest'
import { active, game, menu, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52'
const PIKACHU = 'base1-58'
const CHARMANDER = 'base1-46'

describe("swsh2-154 Boss's Orders", () => {
  it("switches the opponent's Benched Pokémon you choose into their Active Spot", () => {
    const d = game({
      players: [
        { active: MACHOP, hand: [swsh2(154)] },
        { active: MACHOP, bench: [PIKACHU, CHARMANDER] },
      ],
    })
    d.pick("Play Boss's Orders")
    expect(d.labels().sort()).toEqual(['Charmander', 'Pikachu'])
    d.pick('Charmander')
    expect(active(d.state, 1).stack).toHaveLength(1)
    expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe(CHARMANDER)
    expect(pile(d.state, 0, 'discard')).toEqual([swsh2(154)])
  })
  it("can't be played when the opponent has no Benched Pokémon, nor as a second Supporter", () => {
    expect(menu(game({ players: [{ active: MACHOP, hand: [swsh2(154)] }, { active: MACHOP }] }))).not.toContain(
      "Play Boss's Orders",
    )
    const d = game({
      players: [
        { active: MACHOP, hand: [swsh2(154), swsh2(154)] },
        { active: MACHOP, bench: [PIKACHU, CHARMANDER] },
      ],
    })
    d.pick("Play Boss's Orders").pick('Pikachu')
    expect(menu(d)).not.toContain("Play Boss's Orders")
  })
})
