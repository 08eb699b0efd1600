import { describe, expect, it } from 'vitest'
import { active, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU, STARYU } from './trainer-pokemon'

const start = (flips: boolean[]) =>
  game({
    flips,
    players: [
      { active: CHARMANDER, hand: [swsh1(175)] },
      { active: MACHOP, bench: [PIKACHU, STARYU] },
    ],
  })

describe('swsh1-175 Pokémon Catcher', () => {
  it('heads: you choose which Benched Pokémon of the opponent becomes their Active', () => {
    const d = start([true])
    d.pick('Play Pokémon Catcher')
    expect(d.decision.seat).toBe(0)
    d.pick('Staryu')
    expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe(STARYU)
  })
  it('tails: nothing happens, the card is used up', () => {
    const d = start([false])
    d.pick('Play Pokémon Catcher')
    expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe(MACHOP)
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(175)])
  })
  it("can't be played when the opponent has no Benched Pokémon", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(175)] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Play Pokémon Catcher')
  })
})
