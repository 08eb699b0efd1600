import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2, top } from './helpers'

const C4 = [E.fire, E.fire, E.fire, E.fire]
const BEWEAR = [swsh2(149), swsh2(150)]

describe('swsh2-149 Stufful', () => {
  const jumpOn = (heads: boolean) =>
    game({ flips: [heads], players: [{ active: { card: swsh2(149), energy: C4 } }, { active: swsh2(108) }] }).pick(
      'Attack: Jump On',
    )
  it('Jump On: 40 damage, 80 on heads', () => {
    expect(active(jumpOn(true).state, 1).damage).toBe(80)
    expect(active(jumpOn(false).state, 1).damage).toBe(40)
  })
})

describe('swsh2-150 Bewear', () => {
  it("Hammer Arm: 90 damage, then the top card of the opponent's deck is discarded", () => {
    const d = game({
      players: [{ active: { card: BEWEAR, energy: C4 } }, { active: swsh2(108), deck: [E.water, E.fire, E.fire] }],
    })
    d.pick('Attack: Hammer Arm')
    expect(active(d.state, 1).damage).toBe(90)
    expect(pile(d.state, 1, 'discard')).toEqual([E.water])
  })

  const bigThrow = (heads: boolean, bench: string[] = [swsh2(111)]) =>
    game({
      flips: [heads],
      players: [
        { active: { card: BEWEAR, energy: C4 } },
        { active: { card: swsh2(108), energy: [E.fighting] }, bench },
      ],
    }).pick('Attack: Big Throw')

  it('Big Throw heads: the Active Pokémon and its cards go to the discard pile, no Prize card taken', () => {
    const d = bigThrow(true)
    expect(pile(d.state, 1, 'discard').sort()).toEqual([E.fighting, swsh2(108)].sort())
    // The opponent promotes their only Benched Pokémon.
    if (d.decision.ask === 'promote') d.pick('Stonjourner')
    expect(top(d.state, active(d.state, 1))).toBe(swsh2(111))
    expect(pile(d.state, 0, 'prizes')).toHaveLength(6)
  })

  it('Big Throw heads with no Benched Pokémon left: the opponent loses', () => {
    const d = bigThrow(true, [])
    expect(d.state.result?.winner).toBe(0)
  })

  it('Big Throw tails: nothing happens', () => {
    const d = bigThrow(false)
    expect(top(d.state, active(d.state, 1))).toBe(swsh2(108))
    expect(active(d.state, 1).damage).toBe(0)
  })
})
