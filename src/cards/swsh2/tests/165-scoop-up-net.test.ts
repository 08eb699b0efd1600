import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52'
const PIKACHU = 'base1-58'
const CELEBI_V = 'swsh1-1'
const CHARMELEON = ['base1-46', 'base1-24'] // Charmander evolved into Charmeleon

describe('swsh2-165 Scoop Up Net', () => {
  it('the top card of the chosen Pokémon goes to the hand; the cards under it and attached to it are discarded', () => {
    const d = game({
      players: [
        {
          active: { card: CHARMELEON, damage: 30, energy: [E.fire], tools: [swsh2(155)] },
          bench: [PIKACHU],
          hand: [swsh2(165)],
        },
        { active: MACHOP },
      ],
    })
    d.pick('Play Scoop Up Net').pick('Charmeleon')
    expect(pile(d.state, 0, 'hand')).toEqual(['base1-24'])
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['base1-46', E.fire, swsh2(155), swsh2(165)].sort())
    // It was the Active: the only Benched Pokémon takes its place.
    expect(d.state.cards[active(d.state, 0).stack[0]!]!.def).toBe(PIKACHU)
  })
  it('can pick up a Benched Pokémon, and the Active stays', () => {
    const d = game({ players: [{ active: MACHOP, bench: [PIKACHU], hand: [swsh2(165)] }, { active: MACHOP }] })
    d.pick('Play Scoop Up Net').pick('Pikachu')
    expect(pile(d.state, 0, 'hand')).toEqual([PIKACHU])
    expect(d.state.players[0].bench).toHaveLength(0)
    expect(d.state.cards[active(d.state, 0).stack[0]!]!.def).toBe(MACHOP)
  })
  it("can't be played on your only Pokémon in play", () => {
    expect(menu(game({ players: [{ active: MACHOP, hand: [swsh2(165)] }, { active: MACHOP }] }))).not.toContain(
      'Play Scoop Up Net',
    )
  })
  it("can't pick up a Pokémon V", () => {
    const d = game({ players: [{ active: CELEBI_V, bench: [PIKACHU], hand: [swsh2(165)] }, { active: MACHOP }] })
    d.pick('Play Scoop Up Net')
    expect(d.labels()).toEqual(['Pikachu'])
    const onlyV = game({ players: [{ active: CELEBI_V, bench: [CELEBI_V], hand: [swsh2(165)] }, { active: MACHOP }] })
    expect(menu(onlyV)).not.toContain('Play Scoop Up Net')
  })
})
