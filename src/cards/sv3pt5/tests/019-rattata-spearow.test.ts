import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, sv, top } from './helpers'

describe('sv3pt5-19 Rattata, sv3pt5-20 Raticate', () => {
  it("Gnaw the Wound: 20 + 10 per damage counter on the opponent's Active", () => {
    for (const [counters, dmg] of [
      [0, 20],
      [3, 50],
    ] as const) {
      const d = game({
        players: [
          { active: { card: sv(19), energy: [E.fire, E.fire] } },
          { active: { card: sv(31), damage: counters * 10 } },
        ],
      })
      d.pick('Attack: Gnaw the Wound')
      expect(active(d.state, 1).damage).toBe(counters * 10 + dmg)
    }
  })

  it("Second Bite: 30 + 30 per damage counter on the opponent's Active", () => {
    for (const [counters, dmg] of [
      [0, 30],
      [2, 90],
    ] as const) {
      const d = game({
        players: [
          { active: { card: [sv(19), sv(20)], energy: [E.fire, E.fire] } },
          { active: { card: sv(31), damage: counters * 10 } },
        ],
      })
      d.pick('Attack: Second Bite')
      expect(active(d.state, 1).damage).toBe(counters * 10 + dmg)
    }
  })
})

describe('sv3pt5-21 Spearow: Evolutionary Advantage', () => {
  const firstTurn = (current: 0 | 1, turn: number) =>
    game({
      turn,
      current,
      firstPlayer: 0,
      players: [
        { active: sv(21), hand: [sv(22)] },
        { active: sv(21), hand: [sv(22)] },
      ],
    })

  it('the player who went second may evolve it on their first turn', () => {
    const d = firstTurn(1, 2)
    d.pick('Evolve Spearow into Fearow')
    expect(top(d.state, active(d.state, 1))).toBe(sv(22))
  })

  it('not for the player who went first, and not for a Spearow put into play this turn', () => {
    expect(menu(firstTurn(0, 1))).not.toContain('Evolve Spearow into Fearow')
    const d = game({
      turn: 2,
      current: 1,
      firstPlayer: 0,
      players: [{ active: sv(21) }, { active: { card: sv(21), playedTurn: 2 }, hand: [sv(22)] }],
    })
    expect(menu(d)).not.toContain('Evolve Spearow into Fearow')
  })

  it('Speed Dive: 10 damage; Fearow Speed Dive 50', () => {
    for (const [card, dmg] of [
      [[sv(21)], 10],
      [[sv(21), sv(22)], 50],
    ] as const) {
      const d = game({ players: [{ active: { card: [...card], energy: [E.fire] } }, { active: sv(31) }] })
      d.pick('Attack: Speed Dive')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('sv3pt5-22 Fearow: Beak Catch', () => {
  it('puts up to 3 cards of any kind from the deck into the hand, without revealing them', () => {
    const d = game({
      players: [
        { active: { card: [sv(21), sv(22)], energy: [E.fire] }, deck: [sv(1), E.grass, sv(2), sv(3)], hand: [] },
        { active: sv(31) },
      ],
    })
    d.pick('Attack: Beak Catch')
    expect(d.decision.max).toBe(3)
    d.pick('Bulbasaur', 'Basic Grass Energy', 'Venusaur ex')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.grass, sv(1), sv(3)].sort())
    expect(pile(d.state, 0, 'deck')).toEqual([sv(2)])
    expect(d.events.some((e) => e.type === 'reveal')).toBe(false)
  })
})
