import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh1 } from './helpers'
import { CHARIZARD_CARD, CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-173 Poké Kid', () => {
  it('finds any Pokémon, Basic or Evolution', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [swsh1(173)], deck: [E.fire, PIKACHU, CHARIZARD_CARD] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Poké Kid')
    expect(d.decision.options.map((o) => o.label).sort()).toEqual(['Charizard', 'Pikachu'])
    d.pick('Charizard')
    expect(pile(d.state, 0, 'hand')).toEqual([CHARIZARD_CARD])
  })
  it('may find nothing', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(173)], deck: [E.fire, E.fire] }, { active: MACHOP }],
    })
    d.pick('Play Poké Kid')
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(d.state.players[0].deck).toHaveLength(2)
  })
  it("can't be played with an empty deck", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(173)], deck: [] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Play Poké Kid')
  })
})
