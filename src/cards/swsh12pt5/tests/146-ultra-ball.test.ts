import { describe, expect, it } from 'vitest'
import { E, crz, game, menu, pile } from './helpers'

const CHARMANDER = 'base1-46'
const CHARIZARD_CARD = 'base1-4' // a Stage 2 card: any Pokémon may be searched for
const MACHOP = 'base1-52'

describe('swsh12pt5-146 Ultra Ball', () => {
  it('discards 2 other cards, then searches the deck for any Pokémon', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [crz(146), E.fire, E.water, E.grass], deck: [CHARIZARD_CARD, E.fire] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Ultra Ball')
    expect(d.decision.min).toBe(2)
    d.pick('Basic Fire Energy', 'Basic Water Energy')
    expect(d.labels()).toEqual(['Charizard'])
    d.pick('Charizard')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.grass, CHARIZARD_CARD].sort())
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, E.water, crz(146)].sort())
  })
  it("can't be played with only 1 other card in hand", () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [crz(146), E.fire], deck: [CHARIZARD_CARD] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Play Ultra Ball')
  })
})
