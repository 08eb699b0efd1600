import { describe, expect, it } from 'vitest'
import { game, pile, ss } from './helpers'

const CHARMANDER = 'base1-46'
const VULPIX = 'base1-68'
const SQUIRTLE = 'base1-63'
const BULBASAUR = 'base1-44'
const PIKACHU = 'base1-58'
const CHARMELEON = 'base1-24'

describe("ex2-87 Lanette's Net Search", () => {
  it('finds up to 3 Basic Pokémon of different types; a type already chosen is no longer offered', () => {
    const deck = [CHARMANDER, VULPIX, SQUIRTLE, CHARMELEON, BULBASAUR, PIKACHU]
    const d = game({ players: [{ active: ss(75), hand: [ss(87)], deck }, { active: ss(75) }] })
    d.pick("Play Lanette's Net Search").pick('Charmander')
    // Vulpix is a Fire Pokémon like Charmander; Charmeleon is no Basic Pokémon.
    expect(d.labels()).toEqual(['Squirtle', 'Bulbasaur', 'Pikachu'])
    d.pick('Squirtle').pick('Pikachu')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([CHARMANDER, SQUIRTLE, PIKACHU].sort())
    expect(d.state.players[0].deck.length).toBe(3)
    expect(pile(d.state, 0, 'discard')).toEqual([ss(87)])
  })

  it('may stop after fewer cards', () => {
    const d = game({ players: [{ active: ss(75), hand: [ss(87)], deck: [CHARMANDER, SQUIRTLE] }, { active: ss(75) }] })
    d.pick("Play Lanette's Net Search").pick('Charmander').pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual([CHARMANDER])
  })

  it('does not find Baby Pokémon (Basic Pokémon with the Baby Evolution Poké-Power)', () => {
    const d = game({ players: [{ active: ss(75), hand: [ss(87)], deck: [ss(31), SQUIRTLE] }, { active: ss(75) }] })
    d.pick("Play Lanette's Net Search")
    expect(d.labels()).toEqual(['Squirtle'])
  })
})
