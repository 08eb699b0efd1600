import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'

describe('swsh1-51 Qwilfish', () => {
  it('Poison Point: the Attacking Pokémon is Poisoned when it damages the Active Qwilfish', () => {
    const d = game({ players: [{ active: { card: swsh1(53), energy: [E.water] } }, { active: swsh1(51) }] })
    d.pick('Attack: Wave Splash')
    expect(active(d.state, 0).conditions.poisoned).toBe(true)
  })

  it('Poison Point works even when Qwilfish is Knocked Out', () => {
    const d = game({
      players: [
        { active: { card: swsh1(53), energy: [E.water] } },
        { active: { card: swsh1(51), damage: 60 }, bench: [swsh1(45)] },
      ],
    })
    d.pick('Attack: Wave Splash')
    expect(active(d.state, 0).conditions.poisoned).toBe(true)
  })

  it('Poison Point does nothing on the Bench', () => {
    const d = game({
      players: [{ active: { card: swsh1(62), energy: [E.water] } }, { active: swsh1(53), bench: [swsh1(51)] }],
    })
    d.pick('Attack: Water Arrow').pick('Qwilfish')
    expect(active(d.state, 0).conditions.poisoned).toBe(false)
  })

  it('Venoshock: 10, or 70 against a Poisoned Pokémon', () => {
    for (const [conditions, dmg] of [
      [[], 10],
      [['poisoned'], 70],
    ] as const) {
      const d = game({
        players: [
          { active: { card: swsh1(51), energy: [E.water] } },
          { active: { card: swsh1(53), conditions: [...conditions] } },
        ],
      })
      d.pick('Attack: Venoshock')
      // Poison adds 10 in Pokémon Checkup.
      expect(active(d.state, 1).damage).toBe(dmg + (conditions.length ? 10 : 0))
    }
  })
})

describe('swsh1-52 Mantine: Water Reserve', () => {
  it('up to 3 Water Energy cards from the deck into the hand', () => {
    const d = game({
      players: [
        { active: { card: swsh1(52), energy: [E.water] }, deck: [E.water, E.fire, E.water, E.water, E.water] },
        { active: swsh1(53) },
      ],
    })
    d.pick('Attack: Water Reserve')
    expect(d.decision.max).toBe(3)
    expect(d.labels()).toHaveLength(4)
    d.pickIndices([0, 1, 2])
    expect(pile(d.state, 0, 'hand')).toEqual([E.water, E.water, E.water])
  })
})

describe('swsh1-53 Keldeo V: Secret Sword', () => {
  it('50 plus 30 for each Water Energy', () => {
    const d = game({
      players: [{ active: { card: swsh1(53), energy: [E.water, E.water, E.grass] } }, { active: swsh1(49) }],
    })
    d.pick('Attack: Secret Sword')
    expect(active(d.state, 1).damage).toBe(110)
  })
})
