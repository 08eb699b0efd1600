import { describe, expect, it } from 'vitest'
import { E, active, game, swsh2, top } from './helpers'

describe('swsh2-130 Bronzong', () => {
  const BRONZONG = [swsh2(129), swsh2(130)]
  it('Gyro Ball: 70 damage, Bronzong switches out, then the opponent switches theirs', () => {
    const d = game({
      players: [
        { active: { card: BRONZONG, energy: [E.metal, E.fire, E.fire] }, bench: [swsh2(96)] },
        { active: swsh2(108), bench: [swsh2(111)] },
      ],
    })
    d.pick('Attack: Gyro Ball').pick('Nosepass')
    expect(d.decision.seat).toBe(1)
    d.pick('Stonjourner')
    expect(top(d.state, active(d.state, 0))).toBe(swsh2(96))
    expect(top(d.state, active(d.state, 1))).toBe(swsh2(111))
  })

  it('Gyro Ball with an empty Bench: no switch for either player', () => {
    const d = game({
      players: [
        { active: { card: BRONZONG, energy: [E.metal, E.fire, E.fire] } },
        { active: swsh2(108), bench: [swsh2(111)] },
      ],
    })
    d.pick('Attack: Gyro Ball')
    expect(top(d.state, active(d.state, 1))).toBe(swsh2(108))
    expect(active(d.state, 1).damage).toBe(70)
  })
})

describe('swsh2-131 Probopass', () => {
  it("Gravitational Drop: 10 plus 30 for each Colorless in the Defending Pokémon's Retreat Cost", () => {
    const d = game({
      players: [{ active: { card: [swsh2(96), swsh2(131)], energy: [E.metal] } }, { active: swsh2(108) }],
    })
    d.pick('Attack: Gravitational Drop')
    expect(active(d.state, 1).damage).toBe(100)
  })
})

describe('swsh2-132 Durant', () => {
  it('Gathering Food: a Trainer card for each Energy attached', () => {
    const d = game({
      players: [
        { active: { card: swsh2(132), energy: [E.metal, E.fire] }, deck: [swsh2(164), E.fire, swsh2(159), swsh2(162)] },
        { active: swsh2(108) },
      ],
    })
    d.pick('Attack: Gathering Food')
    expect(d.decision.max).toBe(2)
    d.pick('Poké Ball', 'Full Heal')
    expect(d.state.players[0].hand).toHaveLength(2)
  })
})
