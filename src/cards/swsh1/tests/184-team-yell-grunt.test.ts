import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-184 Team Yell Grunt', () => {
  it("puts an Energy from the opponent's chosen Pokémon into their hand", () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [swsh1(184)] },
        {
          active: { card: MACHOP, energy: [E.fighting] },
          bench: [{ card: PIKACHU, energy: [E.lightning, swsh1(186)] }],
        },
      ],
    })
    d.pick('Play Team Yell Grunt').pick('Pikachu').pick('Aurora Energy')
    expect(pile(d.state, 1, 'hand')).toEqual([swsh1(186)])
    expect(bench(d.state, 1, 0).energy).toHaveLength(1)
    expect(active(d.state, 1).energy).toHaveLength(1)
  })
  it("can't be played when the opponent's Pokémon have no Energy attached", () => {
    const d = game({
      players: [
        { active: { card: CHARMANDER, energy: [E.fire] }, hand: [swsh1(184)] },
        { active: MACHOP, bench: [PIKACHU] },
      ],
    })
    expect(menu(d)).not.toContain('Play Team Yell Grunt')
  })
})
