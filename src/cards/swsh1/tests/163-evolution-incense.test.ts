import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh1 } from './helpers'
import { CHARIZARD_CARD, CHARMANDER, CHARMELEON_CARD, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-163 Evolution Incense', () => {
  it('finds an Evolution Pokémon (Stage 1 or Stage 2), never a Basic one', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [swsh1(163)], deck: [PIKACHU, CHARMELEON_CARD, CHARIZARD_CARD, E.fire] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Evolution Incense')
    expect(d.decision.options.map((o) => o.label).sort()).toEqual(['Charizard', 'Charmeleon'])
    d.pick('Charizard')
    expect(pile(d.state, 0, 'hand')).toEqual([CHARIZARD_CARD])
  })
  it('may find nothing', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(163)], deck: [CHARMELEON_CARD, E.fire] }, { active: MACHOP }],
    })
    d.pick('Play Evolution Incense').pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(d.state.players[0].deck).toHaveLength(2)
  })
  it("can't be played with an empty deck", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(163)], deck: [] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Play Evolution Incense')
  })
})
