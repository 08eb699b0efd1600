import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const LAPRAS_V = 'swsh1-49'
const DUBWOOL = [crz(121), crz(122)]

describe('swsh12pt5-121 Wooloo: Rolling Rollout', () => {
  for (const [flips, damage] of [
    [[true, true, false], 60],
    [[false], 0],
  ] as const)
    it(`30 for each heads before the first tails: ${damage}`, () => {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: crz(121), energy: [E.fire] } }, { active: LAPRAS_V }],
      })
      d.pick('Attack: Rolling Rollout')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('swsh12pt5-122 Dubwool', () => {
  it('evolves from Wooloo', () => {
    const d = game({ players: [{ active: crz(121), hand: [crz(122)] }, { active: LAPRAS_V }] })
    expect(d.has('Evolve Wooloo into Dubwool')).toBe(true)
  })

  it('Overhead Throw: 40, and 10 to one of its own Benched Pokémon', () => {
    const d = game({
      players: [{ active: { card: DUBWOOL, energy: [E.fire] }, bench: [crz(117)] }, { active: LAPRAS_V }],
    })
    d.pick('Attack: Overhead Throw').pick('Yungoos')
    expect(active(d.state, 1).damage).toBe(40)
    expect(d.state.players[0].bench[0]!.damage).toBe(10)
  })

  it('Overhead Throw: just 40 with an empty Bench', () => {
    const d = game({ players: [{ active: { card: DUBWOOL, energy: [E.fire] } }, { active: LAPRAS_V }] })
    d.pick('Attack: Overhead Throw')
    expect(active(d.state, 1).damage).toBe(40)
  })

  for (const [flips, damage] of [
    [[true, true, false], 120],
    [[false], 60],
  ] as const)
    it(`Rolling Dash: 60 + 30 for each heads before the first tails: ${damage}`, () => {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: DUBWOOL, energy: [E.fire, E.fire] } }, { active: LAPRAS_V }],
      })
      d.pick('Attack: Rolling Dash')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
