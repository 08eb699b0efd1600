import { describe, expect, it } from 'vitest'
import { E, active, game, pile, sv } from './helpers'

describe('sv3pt5-54 Psyduck', () => {
  it("Overthink: the opponent's coin flips during their next turn count as tails", () => {
    const d = game({
      flips: [true, true],
      players: [
        { active: { card: sv(54), energy: [E.water] } },
        { active: { card: [sv(60), sv(61)], energy: [E.water, E.water] } },
      ],
    })
    d.pick('Attack: Overthink')
    d.pick('Attack: Frog Hop') // heads forced, treated as tails: 30, not 90
    expect(active(d.state, 0).damage).toBe(30)
    const coins = d.events.filter((e) => e.type === 'coin')
    expect(coins.map((e) => e.type === 'coin' && e.heads)).toEqual([false])
  })

  it("ends with the opponent's next turn: later flips count again", () => {
    const d = game({
      flips: [true],
      players: [
        { active: { card: sv(54), energy: [E.water] }, bench: [sv(65)] },
        { active: { card: [sv(60), sv(61)], energy: [E.water, E.water] } },
      ],
    })
    d.pick('Attack: Overthink').pick('End turn')
    d.pick('Retreat to Alakazam ex').pick('End turn')
    d.pick('Attack: Frog Hop')
    expect(active(d.state, 0).damage).toBe(90)
  })

  it('Water Gun: 10 damage', () => {
    const d = game({ players: [{ active: { card: sv(54), energy: [E.water] } }, { active: sv(65) }] })
    d.pick('Attack: Water Gun')
    expect(active(d.state, 1).damage).toBe(10)
  })
})

describe('sv3pt5-55 Golduck', () => {
  it('Aquatic Rescue: up to 4 Pokémon from the discard pile into the hand', () => {
    const d = game({
      players: [
        {
          active: { card: [sv(54), sv(55)], energy: [E.water] },
          discard: [sv(54), E.water, sv(60), sv(61), sv(62), sv(63)],
        },
        { active: sv(74) },
      ],
    })
    d.pick('Attack: Aquatic Rescue')
    expect(d.labels()).toHaveLength(5) // the Energy is not offered
    expect(d.decision.max).toBe(4)
    d.pick('Psyduck', 'Poliwag', 'Poliwhirl', 'Poliwrath')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([sv(54), sv(60), sv(61), sv(62)].sort())
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.water, sv(63)].sort())
  })

  it('Super Splash: 120 damage', () => {
    const d = game({
      players: [{ active: { card: [sv(54), sv(55)], energy: [E.water, E.water, E.water] } }, { active: sv(65) }],
    })
    d.pick('Attack: Super Splash')
    expect(active(d.state, 1).damage).toBe(120)
  })
})
