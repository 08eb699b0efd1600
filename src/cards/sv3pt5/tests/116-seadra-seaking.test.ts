import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, sv } from './helpers'

const W3 = [E.water, E.water, E.water]

describe('sv3pt5-117 Seadra', () => {
  for (const [flips, happens] of [
    [[true, true], true],
    [[true, false], false],
    [[false, true], false],
  ] as const) {
    it(`Blinding Ink: the Defending Pokémon's next attack needs 2 heads (${flips.join(', ')})`, () => {
      const d = game({
        flips: [...flips],
        players: [
          { active: { card: [sv(116), sv(117)], energy: W3 } },
          { active: { card: sv(115), energy: [E.fire] } },
        ],
      })
      d.pick('Attack: Blinding Ink')
      expect(active(d.state, 1).damage).toBe(50)
      d.pick('Attack: Triple Draw')
      expect(d.events.filter((e) => e.type === 'coin' && e.reason === 'Attack check').length).toBe(2)
      // Triple Draw draws 3 cards only if the attack happens (seat 1 drew 1 card at the start of its turn).
      expect(d.state.players[1].hand.length).toBe(happens ? 4 : 1)
    })
  }

  it('Blinding Ink ends when the Defending Pokémon goes to the Bench', () => {
    const d = game({
      players: [
        { active: { card: [sv(116), sv(117)], energy: W3 } },
        { active: { card: sv(115), energy: [E.fire, E.fire] }, bench: [{ card: sv(115), energy: [E.fire] }] },
      ],
    })
    d.pick('Attack: Blinding Ink')
    expect(active(d.state, 1).markers.length).toBe(1)
    d.pick('Retreat to Kangaskhan ex')
    expect(bench(d.state, 1, 0).markers).toEqual([])
    d.pick('Attack: Triple Draw')
    expect(d.events.some((e) => e.type === 'coin')).toBe(false)
  })
})

describe('sv3pt5-119 Seaking', () => {
  for (const heads of [true, false]) {
    it(`Swim Freely: 10 damage; on heads no damage or effects next turn (${heads ? 'heads' : 'tails'})`, () => {
      // Flareon's Destructive Flame flips heads: it would discard an Energy from Seaking.
      const d = game({
        flips: [heads, true],
        players: [
          { active: { card: [sv(118), sv(119)], energy: [E.water] } },
          { active: { card: [sv(133), sv(136)], energy: [E.fire] } },
        ],
      })
      d.pick('Attack: Swim Freely')
      expect(active(d.state, 1).damage).toBe(20) // Flareon is weak to Water
      d.pick('Attack: Destructive Flame')
      if (!heads) d.pick('Basic Water Energy')
      expect(active(d.state, 0).damage).toBe(heads ? 0 : 30)
      expect(energyOf(d.state, active(d.state, 0))).toEqual(heads ? [E.water] : [])
    })
  }

  it('Aqua Horn does 60 plus 30 for each Water Energy', () => {
    const d = game({
      players: [{ active: { card: [sv(118), sv(119)], energy: [E.water, E.water, E.fire] } }, { active: sv(143) }],
    })
    d.pick('Attack: Aqua Horn')
    expect(active(d.state, 1).damage).toBe(120)
  })
})

describe('sv3pt5-118 Goldeen', () => {
  it('Triple Strike does 10 for each heads of 3 coins, with Weakness', () => {
    const d = game({
      flips: [true, true, false],
      players: [{ active: { card: sv(118), energy: [E.water] } }, { active: sv(126) }],
    })
    d.pick('Attack: Triple Strike')
    // Magmar is weak to Water: 20 × 2.
    expect(active(d.state, 1).damage).toBe(40)
  })
})
