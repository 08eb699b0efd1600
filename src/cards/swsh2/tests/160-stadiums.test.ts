import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52' // Retreat Cost 1
const PIKACHU = 'base1-58'
const BULBASAUR = 'base1-44'
const IVYSAUR = 'base1-30' // Stage 1 Grass
const CHARMELEON = 'base1-24' // Stage 1 Fire

describe('swsh2-160 Galar Mine', () => {
  it("each player's Active Pokémon needs 2 more Energy to retreat", () => {
    const d = game({
      players: [
        { active: { card: MACHOP, energy: [E.fighting, E.fighting] }, bench: [PIKACHU], hand: [swsh2(160)] },
        { active: { card: MACHOP, energy: [E.fighting, E.fighting, E.fighting] }, bench: [PIKACHU] },
      ],
    })
    expect(menu(d)).toContain('Retreat to Pikachu')
    d.pick('Play Galar Mine')
    expect(menu(d)).not.toContain('Retreat to Pikachu') // 1 + 2 = 3, only 2 attached
    d.pick('End turn')
    // The opponent's Active pays 3 with the Stadium in play: all three Energy go.
    d.pick('Retreat to Pikachu')
    expect(pile(d.state, 1, 'discard')).toHaveLength(3)
  })
})

describe('swsh2-160 Galar Mine with "no Retreat Cost"', () => {
  it('Cinderace V (Field Runner: no Retreat Cost while a Stadium is in play) still retreats for free', () => {
    // Increases come first, then reductions; "has no Retreat Cost" overrides every increase (Galar Mine's +2).
    const d = game({
      stadium: { card: swsh2(160), owner: 1 },
      players: [{ active: swsh2(35), bench: [PIKACHU] }, { active: MACHOP }],
    })
    expect(menu(d)).toContain('Retreat to Pikachu')
  })
  it('Air Balloon (2 less) and Galar Mine (2 more) cancel out: a Retreat Cost of 1 stays 1', () => {
    const d = game({
      stadium: { card: swsh2(160), owner: 1 },
      players: [
        { active: { card: PIKACHU, energy: [E.fighting] }, bench: [MACHOP], hand: ['swsh1-156'] },
        { active: MACHOP },
      ],
    })
    expect(menu(d)).not.toContain('Retreat to Machop') // 1 + 2 = 3, 1 attached
    d.pick('Attach Air Balloon to Pikachu')
    d.pick('Retreat to Machop') // 1 + 2 - 2 = 1: the one Energy goes
    expect(pile(d.state, 0, 'discard')).toContain(E.fighting)
  })
})

describe('swsh2-169 Training Court', () => {
  it("once during each player's turn, a basic Energy card from the discard pile into the hand", () => {
    const d = game({
      stadium: { card: swsh2(169), owner: 0 },
      players: [
        { active: MACHOP, discard: [E.water, swsh2(159), E.grass] },
        { active: MACHOP, discard: [E.fighting] },
      ],
    })
    d.pick('Use Training Court')
    expect(d.labels().sort()).toEqual(['Basic Grass Energy', 'Basic Water Energy']) // no Trainer
    d.pick('Basic Grass Energy')
    expect(pile(d.state, 0, 'hand')).toEqual([E.grass])
    expect(menu(d)).not.toContain('Use Training Court') // once per turn
    d.pick('End turn')
    d.pick('Use Training Court').pick('Basic Fighting Energy')
    expect(pile(d.state, 1, 'hand')).toContain(E.fighting)
  })
  it('is not offered without a basic Energy card in the discard pile', () => {
    const d = game({
      stadium: { card: swsh2(169), owner: 0 },
      players: [{ active: MACHOP, discard: [swsh2(159)] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Use Training Court')
  })
})

describe('swsh2-170 Turffield Stadium', () => {
  it("once during each player's turn, an Evolution Grass Pokémon from the deck into the hand", () => {
    const d = game({
      stadium: { card: swsh2(170), owner: 1 },
      players: [
        { active: MACHOP, deck: [BULBASAUR, CHARMELEON, IVYSAUR, E.grass] },
        { active: MACHOP, deck: [E.fire, IVYSAUR, E.fire] },
      ],
    })
    d.pick('Use Turffield Stadium')
    expect(d.labels()).toEqual(['Ivysaur']) // not a Basic, not a Fire Evolution
    d.pick('Ivysaur')
    expect(pile(d.state, 0, 'hand')).toEqual([IVYSAUR])
    expect(menu(d)).not.toContain('Use Turffield Stadium')
    d.pick('End turn')
    d.pick('Use Turffield Stadium').pick('Ivysaur')
    expect(pile(d.state, 1, 'hand')).toContain(IVYSAUR)
  })
})
