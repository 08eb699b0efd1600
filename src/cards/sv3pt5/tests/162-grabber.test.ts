import { describe, expect, it } from 'vitest'
import { E, game, menu, pile } from './helpers'

const MACHOP = 'base1-52'
const PIKACHU = 'base1-58'
const CHARMELEON = 'base1-24'

describe('sv3pt5-162 Grabber', () => {
  it("reveals the opponent's hand and puts the Pokémon you choose on the bottom of their deck", () => {
    const d = game({
      players: [
        { active: MACHOP, hand: ['sv3pt5-162'] },
        { active: MACHOP, hand: [PIKACHU, CHARMELEON, E.fire], deck: [E.water, E.water] },
      ],
    })
    d.pick('Play Grabber')
    expect(d.events.some((e) => e.type === 'reveal' && e.seat === 1 && e.cards.length === 3)).toBe(true)
    expect(d.labels().sort()).toEqual(['Charmeleon', 'Pikachu']) // any Pokémon, not Energy
    d.pick('Charmeleon')
    expect(pile(d.state, 1, 'hand').sort()).toEqual([PIKACHU, E.fire].sort())
    expect(pile(d.state, 1, 'deck')).toEqual([E.water, E.water, CHARMELEON])
  })
  it('with no Pokémon in their hand nothing else happens', () => {
    const d = game({
      players: [
        { active: MACHOP, hand: ['sv3pt5-162'] },
        { active: MACHOP, hand: [E.fire] },
      ],
    })
    d.pick('Play Grabber')
    expect(pile(d.state, 1, 'hand')).toEqual([E.fire])
    expect(pile(d.state, 0, 'discard')).toEqual(['sv3pt5-162'])
  })
  it("can't be played when the opponent's hand is empty", () => {
    expect(menu(game({ players: [{ active: MACHOP, hand: ['sv3pt5-162'] }, { active: MACHOP }] }))).not.toContain(
      'Play Grabber',
    )
  })
})
