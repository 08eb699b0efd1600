import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

describe('sv3pt5-125 Electabuzz', () => {
  for (const [bench, dmg] of [
    [[sv(126)], 50],
    [[sv(143)], 10],
  ] as const) {
    it(`Electro Combo: ${dmg} damage with ${bench[0] === sv(126) ? 'Magmar' : 'no Magmar'} on the Bench`, () => {
      const d = game({
        players: [{ active: { card: sv(125), energy: [E.lightning] }, bench: [...bench] }, { active: sv(143) }],
      })
      d.pick('Attack: Electro Combo')
      expect(active(d.state, 1).damage).toBe(dmg)
    })
  }
  it('Electro Combo: a Magmar in the Active Spot of the opponent does not count', () => {
    const d = game({ players: [{ active: { card: sv(125), energy: [E.lightning] } }, { active: sv(126) }] })
    d.pick('Attack: Electro Combo')
    expect(active(d.state, 1).damage).toBe(10)
  })
})

describe('sv3pt5-126 Magmar', () => {
  for (const [bench, dmg] of [
    [[sv(125)], 160],
    [[], 80],
  ] as const) {
    it(`Flare Combo: ${dmg} damage`, () => {
      const d = game({
        players: [
          { active: { card: sv(126), energy: [E.fire, E.fire, E.fire] }, bench: [...bench] },
          { active: sv(115) },
        ],
      })
      d.pick('Attack: Flare Combo')
      expect(active(d.state, 1).damage).toBe(dmg)
    })
  }
})

describe('sv3pt5-127 Pinsir', () => {
  for (const [mine, theirs, dmg] of [
    [6, 5, 180],
    [5, 5, 90],
    [4, 5, 90],
  ] as const) {
    it(`Reckless Throw with ${mine} Prizes left against ${theirs}: ${dmg}`, () => {
      const fill = (n: number) => Array.from({ length: n }, () => E.fire)
      const d = game({
        players: [
          { active: { card: sv(127), energy: [E.grass, E.grass, E.grass] }, prizes: fill(mine) },
          { active: sv(115), prizes: fill(theirs) },
        ],
      })
      d.pick('Attack: Reckless Throw')
      expect(active(d.state, 1).damage).toBe(dmg)
    })
  }
})
