import { describe, expect, it } from 'vitest'
import { E, game, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

const DECK = [E.fire, E.fire, E.fire, E.fire, E.fire, E.fire, E.fire, E.fire]

describe('swsh1-167 Lucky Egg', () => {
  it("Knocked Out by the opponent's attack: its owner draws until they have 7 cards", () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: PIKACHU, tools: [swsh1(167)] }, bench: [CHARMANDER], hand: [E.water, E.water], deck: DECK },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick') // 20 ×2 = 40: Knocked Out
    expect(pile(d.state, 0, 'discard')).toContain(swsh1(167))
    expect(d.state.players[0].hand).toHaveLength(7)
  })
  it('with 7 or more cards in hand, nothing is drawn', () => {
    const hand = [E.water, E.water, E.water, E.water, E.water, E.water, E.water, E.water]
    const d = game({
      current: 1,
      players: [
        { active: { card: PIKACHU, tools: [swsh1(167)] }, bench: [CHARMANDER], hand, deck: DECK },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(d.state.players[0].hand).toHaveLength(8)
  })
  it('Knocked Out by Poison at the Checkup (not by an attack): nothing is drawn', () => {
    const d = game({
      players: [
        {
          active: { card: PIKACHU, damage: 30, conditions: ['poisoned'], tools: [swsh1(167)] },
          bench: [CHARMANDER],
          hand: [E.water],
          deck: DECK,
        },
        { active: MACHOP },
      ],
    })
    d.pick('End turn')
    expect(pile(d.state, 0, 'discard')).toContain(PIKACHU)
    expect(d.state.players[0].hand).toHaveLength(1)
  })
  it('does nothing while its Pokémon survives', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: CHARMANDER, tools: [swsh1(167)] }, hand: [E.water], deck: DECK },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(d.state.players[0].hand).toHaveLength(2) // 1 + the card drawn for the next turn, nothing more
  })
})
