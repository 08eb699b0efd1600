import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { E, engine, game, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

const DECK = [E.water, E.water, E.water, E.water, E.water, E.water, E.water, E.grass]

describe("swsh1-178 Professor's Research (Professor Magnolia)", () => {
  it('discards the whole hand first, then draws 7', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(178), PIKACHU, E.fire], deck: DECK }, { active: MACHOP }],
    })
    d.pick("Play Professor's Research")
    expect(pile(d.state, 0, 'hand')).toEqual(DECK.slice(0, 7))
    expect(pile(d.state, 0, 'discard').sort()).toEqual([PIKACHU, E.fire, swsh1(178)].sort())
  })
  it('with an empty hand it still draws 7', () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(178)], deck: DECK }, { active: MACHOP }] })
    d.pick("Play Professor's Research")
    expect(d.state.players[0].hand).toHaveLength(7)
  })
  it('counts as "Professor\'s Research" for the 4-copy rule (rules.md N-9)', () => {
    const list = [
      ...Array.from({ length: 5 }, () => swsh1(178)),
      CHARMANDER,
      ...Array.from({ length: 54 }, () => E.fire),
    ]
    expect(validateDeck(engine.db, list, 'modern').errors).toEqual([
      'Too many cards named "Professor\'s Research": 5 (at most 4).',
    ])
  })
})
