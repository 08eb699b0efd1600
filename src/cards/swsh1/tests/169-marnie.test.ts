import { describe, expect, it } from 'vitest'
import { E, game, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

const MY_DECK = [E.water, E.water, E.water, E.water, E.water, E.water]
const THEIR_DECK = [E.grass, E.grass, E.grass, E.grass, E.grass]

describe('swsh1-169 Marnie', () => {
  it('both hands go under their decks; you draw 5 and the opponent draws 4 from the top', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [swsh1(169), PIKACHU, E.fire], deck: MY_DECK },
        { active: MACHOP, hand: [CHARMANDER, E.fighting, E.fighting], deck: THEIR_DECK },
      ],
    })
    d.pick('Play Marnie')
    expect(pile(d.state, 0, 'hand')).toEqual([E.water, E.water, E.water, E.water, E.water])
    expect(pile(d.state, 1, 'hand')).toEqual([E.grass, E.grass, E.grass, E.grass])
    // Under the decks: the old hands (the cards not drawn are the top ones left).
    expect(pile(d.state, 0, 'deck').slice(1).sort()).toEqual([PIKACHU, E.fire].sort())
    expect(pile(d.state, 1, 'deck').slice(1).sort()).toEqual([CHARMANDER, E.fighting, E.fighting].sort())
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(169)])
  })
  it('a player whose hand is empty still draws, when the other put cards under', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [swsh1(169)], deck: MY_DECK },
        { active: MACHOP, hand: [E.fighting], deck: THEIR_DECK },
      ],
    })
    d.pick('Play Marnie')
    expect(d.state.players[0].hand).toHaveLength(5)
    expect(d.state.players[1].hand).toHaveLength(4)
  })
  it('when neither player put any card under their deck, nobody draws', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [swsh1(169)], deck: MY_DECK },
        { active: MACHOP, hand: [], deck: THEIR_DECK },
      ],
    })
    d.pick('Play Marnie')
    expect(d.state.players[0].hand).toHaveLength(0)
    expect(d.state.players[1].hand).toHaveLength(0)
  })
})
