import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, swsh2 } from './helpers'

const ZACIAN = swsh2(139)

describe('swsh2-139 Zacian', () => {
  it('Energy Stream: 30 damage, then a Metal Energy from the discard pile onto Zacian', () => {
    const d = game({
      players: [
        { active: { card: ZACIAN, energy: [E.metal, E.fire] }, discard: [E.metal, E.fire] },
        { active: swsh2(108) },
      ],
    })
    d.pick('Attack: Energy Stream')
    if (d.decision.seat === 0) d.pick('Basic Metal Energy')
    expect(active(d.state, 1).damage).toBe(30)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.metal, E.fire, E.metal])
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
  })

  it('Energy Stream with no Metal Energy in the discard pile: just the damage', () => {
    const d = game({
      players: [{ active: { card: ZACIAN, energy: [E.metal, E.fire] }, discard: [E.fire] }, { active: swsh2(108) }],
    })
    d.pick('Attack: Energy Stream')
    expect(energyOf(d.state, active(d.state, 0))).toHaveLength(2)
    expect(active(d.state, 1).damage).toBe(30)
  })

  const smash = (heads: boolean) =>
    game({
      flips: [heads],
      players: [{ active: { card: ZACIAN, energy: [E.metal, E.metal, E.fire] } }, { active: swsh2(108) }],
    }).pick('Attack: Smashing Edge')

  it('Smashing Edge heads: 120 damage, Energy kept', () => {
    const d = smash(true)
    expect(active(d.state, 1).damage).toBe(120)
    expect(energyOf(d.state, active(d.state, 0))).toHaveLength(3)
  })

  it('Smashing Edge tails: 120 damage, then 2 Energy discarded from Zacian', () => {
    const d = smash(false)
    if (d.decision.seat === 0) d.pick('Basic Metal Energy + Basic Fire Energy')
    expect(active(d.state, 1).damage).toBe(120)
    expect(energyOf(d.state, active(d.state, 0))).toHaveLength(1)
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, E.metal].sort())
  })
})
