import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

describe('swsh2-116 Spiritomb', () => {
  it("Splitting Spite: the top card of each player's deck is discarded", () => {
    const d = game({
      players: [
        { active: { card: swsh2(116), energy: [E.darkness] }, deck: [E.water, E.fire] },
        { active: swsh2(111), deck: [E.grass, E.fire] },
      ],
    })
    d.pick('Attack: Splitting Spite')
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
    expect(pile(d.state, 1, 'discard')).toEqual([E.grass])
  })

  it('Dripping Grudge: a damage counter for each Pokémon card in your discard pile', () => {
    const d = game({
      players: [
        { active: { card: swsh2(116), energy: [E.darkness, E.fire] }, discard: [swsh2(96), swsh2(99), E.fire] },
        { active: swsh2(111) },
      ],
    })
    d.pick('Attack: Dripping Grudge')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('swsh2-117 Trubbish and swsh2-118 Garbodor', () => {
  it('Venoshock: 20, or 70 against a Poisoned Pokémon', () => {
    for (const [conditions, dmg] of [
      [['poisoned' as const], 70 + 10],
      [[], 20],
    ] as const) {
      const d = game({
        players: [
          { active: { card: swsh2(117), energy: [E.fire, E.fire] } },
          { active: { card: swsh2(111), conditions: [...conditions] } },
        ],
      })
      d.pick('Attack: Venoshock')
      // A Poisoned Pokémon also takes 1 counter at Pokémon Checkup.
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it("Poisonous Puddle: with a Stadium in play, the opponent's Active is Poisoned; without one it is not offered", () => {
    const GARBODOR = { card: [swsh2(117), swsh2(118)] }
    const none = game({ players: [{ active: GARBODOR }, { active: swsh2(111) }] })
    expect(none.labels()).not.toContain('Use Poisonous Puddle')
    const d = game({ stadium: { card: swsh2(169), owner: 1 }, players: [{ active: GARBODOR }, { active: swsh2(111) }] })
    d.pick('Use Poisonous Puddle')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(d.labels()).not.toContain('Use Poisonous Puddle')
  })
})
