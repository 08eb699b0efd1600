import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, sv, top } from './helpers'

const BUTTERFREE = [sv(10), sv(11), sv(12)]

describe('sv3pt5-10 Caterpie: Leaf Munch', () => {
  it('10 damage, 40 against a Grass Pokémon', () => {
    for (const [target, dmg] of [
      [sv(1), 40],
      [sv(4), 10],
    ] as const) {
      const d = game({ players: [{ active: { card: sv(10), energy: [E.grass] } }, { active: target }] })
      d.pick('Attack: Leaf Munch')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('sv3pt5-11 Metapod', () => {
  it('Tackle: 20 damage', () => {
    const d = game({ players: [{ active: { card: [sv(10), sv(11)], energy: [E.grass] } }, { active: sv(31) }] })
    d.pick('Attack: Tackle')
    expect(active(d.state, 1).damage).toBe(20)
  })

  for (const heads of [true, false]) {
    it(`Defensive Posture, ${heads ? 'heads: no damage from the next attack' : 'tails: no protection'}`, () => {
      const d = game({
        flips: [heads],
        players: [
          { active: { card: [sv(10), sv(11)], energy: [E.fire, E.fire] } },
          { active: { card: sv(23), energy: [E.darkness, E.darkness] } },
        ],
      })
      d.pick('Attack: Defensive Posture')
      expect(active(d.state, 1).damage).toBe(0)
      d.pick('Attack: Acid Spray')
      expect(active(d.state, 0).damage).toBe(heads ? 0 : 30)
    })
  }
})

describe('sv3pt5-12 Butterfree', () => {
  it('Whirlwind: 60 damage, then the opponent switches their Active with a Benched Pokémon of their choice', () => {
    const d = game({
      players: [
        { active: { card: BUTTERFREE, energy: [E.grass] } },
        { active: { card: [sv(29), sv(30), sv(31)] }, bench: [sv(13), sv(7)] },
      ],
    })
    d.pick('Attack: Whirlwind')
    expect(d.decision.seat).toBe(1)
    d.pick('Squirtle')
    expect(top(d.state, active(d.state, 1))).toBe(sv(7))
    expect(bench(d.state, 1, 1).damage).toBe(60)
    expect(top(d.state, bench(d.state, 1, 1))).toBe(sv(31))
  })

  it('Whirlwind: no switch without a Bench, or when the damage Knocked Out the Active', () => {
    const alone = game({ players: [{ active: { card: BUTTERFREE, energy: [E.grass] } }, { active: sv(31) }] })
    alone.pick('Attack: Whirlwind')
    expect(active(alone.state, 1).damage).toBe(60)
    const ko = game({
      players: [{ active: { card: BUTTERFREE, energy: [E.grass] } }, { active: sv(13), bench: [sv(7), sv(4)] }],
    })
    ko.pick('Attack: Whirlwind')
    // Weedle is Knocked Out: Prizes, then the opponent promotes as usual (no Whirlwind question).
    expect(ko.decision.ask).toBe('take-prize')
    ko.pick('Prize card 1')
    expect(ko.decision.ask).toBe('promote')
  })

  it('Bye-Bye Flight: a chosen Benched Pokémon and Butterfree go back into their decks', () => {
    const d = game({
      players: [
        { active: { card: BUTTERFREE, energy: [E.grass, E.grass] }, bench: [sv(4)], deck: [] },
        { active: sv(31), bench: [{ card: [sv(7), sv(8)], energy: [E.water] }, sv(13)], deck: [] },
      ],
    })
    d.pick('Attack: Bye-Bye Flight')
    expect(d.labels()).toEqual(['Wartortle', 'Weedle'])
    d.pick('Wartortle')
    // Seat 1 has drawn one of those cards for their turn.
    expect([...pile(d.state, 1, 'deck'), ...pile(d.state, 1, 'hand')].sort()).toEqual([E.water, sv(7), sv(8)].sort())
    expect(d.state.players[1].bench.map((s) => top(d.state, s))).toEqual([sv(13)])
    // Butterfree and its cards are in seat 0's deck; Charmander became Active (the only choice).
    expect(top(d.state, active(d.state, 0))).toBe(sv(4))
    expect(pile(d.state, 0, 'deck').sort()).toEqual([E.grass, E.grass, sv(10), sv(11), sv(12)].sort())
  })

  it('Bye-Bye Flight does nothing when the opponent has no Benched Pokémon', () => {
    const d = game({
      players: [{ active: { card: BUTTERFREE, energy: [E.grass, E.grass] }, bench: [sv(4)] }, { active: sv(31) }],
    })
    d.pick('Attack: Bye-Bye Flight')
    expect(top(d.state, active(d.state, 0))).toBe(sv(12))
  })

  it('Bye-Bye Flight with no Benched Pokémon of your own: you are left with no Pokémon and lose', () => {
    const d = game({
      players: [{ active: { card: BUTTERFREE, energy: [E.grass, E.grass] } }, { active: sv(31), bench: [sv(13)] }],
    })
    d.pick('Attack: Bye-Bye Flight').pick('Weedle')
    expect(d.state.result?.winner).toBe(1)
  })
})
