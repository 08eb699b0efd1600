import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52' // Low Kick (F) 20
const CHARMANDER = 'base1-46' // Fire, 50 HP
const PIKACHU = 'base1-58' // Lightning, 40 HP, Weakness Fighting
const BULBASAUR = 'base1-44'

describe('swsh2-155 Burning Scarf', () => {
  it('a Fire Active holding it burns the Pokémon that damages it', () => {
    const d = game({
      current: 1,
      flips: [false], // Machop's Burn flip at the Checkup: tails, it stays Burned
      players: [
        { active: { card: CHARMANDER, tools: [swsh2(155)] } },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(active(d.state, 0).damage).toBe(20)
    expect(active(d.state, 1).conditions.burned).toBe(true)
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('burns even when its holder is Knocked Out', () => {
    const d = game({
      current: 1,
      flips: [false],
      players: [
        { active: { card: CHARMANDER, damage: 40, tools: [swsh2(155)] }, bench: [BULBASAUR] },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(pile(d.state, 0, 'discard')).toContain(CHARMANDER)
    expect(active(d.state, 1).conditions.burned).toBe(true)
  })
  it('does nothing for a Pokémon that is not a Fire Pokémon', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: BULBASAUR, tools: [swsh2(155)] } },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(active(d.state, 0).damage).toBe(20)
    expect(active(d.state, 1).conditions.burned).toBe(false)
  })
})

describe('swsh2-157 Cursed Shovel', () => {
  it("discards the top 2 cards of the opponent's deck when its holder is Knocked Out by their attack", () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: PIKACHU, tools: [swsh2(157)] }, bench: [BULBASAUR] },
        { active: { card: MACHOP, energy: [E.fighting] }, deck: [E.water, E.grass, E.fire, E.fire] },
      ],
    })
    d.pick('Attack: Low Kick') // 20 ×2 (Weakness) = 40: Pikachu is Knocked Out
    expect(pile(d.state, 1, 'discard')).toEqual([E.water, E.grass])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([PIKACHU, swsh2(157)].sort())
  })
  it('does nothing when its holder survives the attack', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: CHARMANDER, tools: [swsh2(157)] } },
        { active: { card: MACHOP, energy: [E.fighting] }, deck: [E.water, E.grass, E.fire, E.fire] },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(pile(d.state, 1, 'discard')).toEqual([])
  })
  it('does nothing when its holder is Knocked Out by Poison, not by an attack', () => {
    const d = game({
      players: [
        { active: { card: PIKACHU, damage: 30, conditions: ['poisoned'], tools: [swsh2(157)] }, bench: [BULBASAUR] },
        { active: MACHOP, deck: [E.water, E.grass, E.fire, E.fire] },
      ],
    })
    d.pick('End turn')
    expect(pile(d.state, 0, 'discard')).toContain(PIKACHU)
    expect(pile(d.state, 1, 'discard')).toEqual([])
  })
})
