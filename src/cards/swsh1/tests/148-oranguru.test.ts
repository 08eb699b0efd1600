import { describe, expect, it } from 'vitest'
import { active, game, menu, pile, swsh1, E } from './helpers'

const ORANGURU = swsh1(148)

describe('swsh1-148 Oranguru: Primate Wisdom', () => {
  it('swaps a card from the hand with the top card of the deck, once a turn', () => {
    const d = game({
      players: [{ active: ORANGURU, hand: [swsh1(149), E.grass], deck: [E.water, E.psychic] }, { active: ORANGURU }],
    })
    d.pick('Use Primate Wisdom').pick('Drampa')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.grass, E.water].sort())
    expect(pile(d.state, 0, 'deck')).toEqual([swsh1(149), E.psychic])
    expect(menu(d)).not.toContain('Use Primate Wisdom')
  })

  it('is not offered with an empty hand or an empty deck', () => {
    const noHand = game({ players: [{ active: ORANGURU, deck: [E.water] }, { active: ORANGURU }] })
    expect(menu(noHand)).not.toContain('Use Primate Wisdom')
    const noDeck = game({ players: [{ active: ORANGURU, hand: [E.water], deck: [] }, { active: ORANGURU }] })
    expect(menu(noDeck)).not.toContain('Use Primate Wisdom')
  })

  it('Whap Down: 70 damage', () => {
    const d = game({
      players: [{ active: { card: ORANGURU, energy: [E.fire, E.fire, E.fire] } }, { active: swsh1(115) }],
    })
    d.pick('Attack: Whap Down')
    expect(active(d.state, 1).damage).toBe(70)
  })
})
