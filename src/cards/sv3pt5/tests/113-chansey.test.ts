import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, sv, top } from './helpers'

// Seat 0 Knocks Out a 50 HP Gastly with Chansey's Gentle Slap and takes 1 Prize: Chansey is Prize card 1.
const prizes = [sv(113), E.water, E.grass, E.metal, E.fire, E.fire]
const start = (bench: string[] = [], flips: boolean[] = []) =>
  game({
    flips,
    players: [
      { active: { card: sv(113), energy: [E.fire, E.fire, E.fire] }, bench, prizes },
      { active: sv(92), bench: [sv(96)] },
    ],
  })

describe('sv3pt5-113 Chansey', () => {
  it('Lucky Bonus, heads: Chansey goes onto the Bench and 1 more Prize card is taken', () => {
    const d = start([], [true]).pick('Attack: Gentle Slap').pick('Prize card 1')
    expect(d.decision.ask).toBe('yes-no')
    d.pick('Yes')
    expect(d.decision.ask).toBe('take-prize')
    d.pick('Prize card 1')
    expect(d.state.players[0].bench.map((s) => top(d.state, s))).toEqual([sv(113)])
    expect(pile(d.state, 0, 'hand')).toEqual([E.water])
    expect(d.state.players[0].prizes).toHaveLength(4)
  })

  it('Lucky Bonus, tails: Chansey on the Bench, no extra Prize', () => {
    const d = start([], [false]).pick('Attack: Gentle Slap').pick('Prize card 1').pick('Yes')
    expect(d.state.players[0].bench.map((s) => top(d.state, s))).toEqual([sv(113)])
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(d.state.players[0].prizes).toHaveLength(5)
  })

  it('Lucky Bonus declined: Chansey goes into the hand', () => {
    const d = start().pick('Attack: Gentle Slap').pick('Prize card 1').pick('No')
    expect(pile(d.state, 0, 'hand')).toEqual([sv(113)])
    expect(d.state.players[0].bench).toHaveLength(0)
  })

  it('not offered with a full Bench', () => {
    const d = start([sv(96), sv(96), sv(96), sv(96), sv(96)])
      .pick('Attack: Gentle Slap')
      .pick('Prize card 1')
    expect(d.decision.ask).not.toBe('yes-no')
    expect(pile(d.state, 0, 'hand')).toEqual([sv(113)])
  })

  it('is not an Ability to use from play', () => {
    expect(menu(start())).not.toContain('Use Lucky Bonus')
    expect(active(start().state, 0).damage).toBe(0)
  })
})
