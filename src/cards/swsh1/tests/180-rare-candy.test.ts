import { describe, expect, it } from 'vitest'
import { active, bench, game, menu, pile, swsh1, top } from './helpers'
import { CHARIZARD_CARD, CHARMANDER, CHARMELEON_CARD, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-180 Rare Candy', () => {
  it('Charmander becomes Charizard straight from the hand, keeping its damage', () => {
    const d = game({
      players: [{ active: { card: CHARMANDER, damage: 30 }, hand: [swsh1(180), CHARIZARD_CARD] }, { active: MACHOP }],
    })
    d.pick('Play Rare Candy')
    expect(top(d.state, active(d.state, 0))).toBe(CHARIZARD_CARD)
    expect(active(d.state, 0).damage).toBe(30)
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(180)])
  })
  it('with two Basic Pokémon that fit, you choose which one', () => {
    const d = game({
      players: [{ active: CHARMANDER, bench: [CHARMANDER], hand: [swsh1(180), CHARIZARD_CARD] }, { active: MACHOP }],
    })
    d.pick('Play Rare Candy').pick('(Bench 1)')
    expect(top(d.state, bench(d.state, 0, 0))).toBe(CHARIZARD_CARD)
    expect(top(d.state, active(d.state, 0))).toBe(CHARMANDER)
  })
  it('not on a Basic Pokémon put into play this turn', () => {
    const d = game({
      players: [{ active: MACHOP, hand: [CHARMANDER, swsh1(180), CHARIZARD_CARD] }, { active: MACHOP }],
    })
    d.pick('Put Charmander on the Bench')
    expect(menu(d)).not.toContain('Play Rare Candy')
  })
  it('not during your first turn', () => {
    const d = game({
      turn: 2,
      players: [{ active: MACHOP }, { active: CHARMANDER, hand: [swsh1(180), CHARIZARD_CARD] }],
      current: 1,
    })
    expect(menu(d)).not.toContain('Play Rare Candy')
  })
  it('needs a Stage 2 that evolves from that Basic: a Stage 1 or another line is not enough', () => {
    const d = game({
      players: [{ active: CHARMANDER, bench: [PIKACHU], hand: [swsh1(180), CHARMELEON_CARD] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Play Rare Candy')
    const other = game({ players: [{ active: PIKACHU, hand: [swsh1(180), CHARIZARD_CARD] }, { active: MACHOP }] })
    expect(menu(other)).not.toContain('Play Rare Candy')
  })
})
