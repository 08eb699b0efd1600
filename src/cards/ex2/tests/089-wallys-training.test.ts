import { describe, expect, it } from 'vitest'
import { active, game, menu, pile, ss, top } from './helpers'

const CHARMANDER = 'base1-46'
const CHARMELEON = 'base1-24'
const CHARIZARD = 'base1-4'

describe("ex2-89 Wally's Training", () => {
  it('evolves the Active Pokémon with a card from the deck, then shuffles', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [ss(89)], deck: [CHARIZARD, CHARMELEON, ss(75)] }, { active: ss(75) }],
    })
    d.pick("Play Wally's Training")
    // Charizard evolves from Charmeleon, not from Charmander: only Charmeleon is offered.
    expect(d.labels()).toEqual(['Charmeleon'])
    d.pick('Charmeleon')
    expect(top(d.state, active(d.state, 0))).toBe(CHARMELEON)
    expect(d.state.players[0].deck.length).toBe(2)
    expect(pile(d.state, 0, 'discard')).toEqual([ss(89)])
  })

  it('may find nothing', () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [ss(89)], deck: [CHARMELEON] }, { active: ss(75) }] })
    d.pick("Play Wally's Training").pickIndices([])
    expect(top(d.state, active(d.state, 0))).toBe(CHARMANDER)
  })

  it('counts as evolving: not during your first turn, nor on an Active Pokémon that evolved this turn', () => {
    const first = game({
      turn: 2,
      current: 1,
      players: [{ active: ss(75) }, { active: CHARMANDER, hand: [ss(89)], deck: [CHARMELEON] }],
    })
    expect(menu(first)).not.toContain("Play Wally's Training")
    const evolved = game({
      players: [{ active: CHARMANDER, hand: [CHARMELEON, ss(89)], deck: [CHARIZARD] }, { active: ss(75) }],
    })
    evolved.pick('Evolve Charmander into Charmeleon')
    expect(menu(evolved)).not.toContain("Play Wally's Training")
  })
})
