import { describe, expect, it } from 'vitest'
import { active, game, menu, pile, swsh1, top } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-183 Switch (the same card as sv3pt5-206)', () => {
  it('switches the Active with the Benched Pokémon you choose', () => {
    const d = game({ players: [{ active: CHARMANDER, bench: [PIKACHU], hand: [swsh1(183)] }, { active: MACHOP }] })
    d.pick('Play Switch').pick('Pikachu')
    expect(top(d.state, active(d.state, 0))).toBe(PIKACHU)
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(183)])
  })
  it("can't be played without a Benched Pokémon", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(183)] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Play Switch')
  })
})
