import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, menu, swsh1 } from './helpers'

describe('swsh1-62 Cramorant: Water Arrow', () => {
  it('20 damage to any of the opponent’s Pokémon; Weakness applies only in the Active Spot', () => {
    const d = game({
      players: [{ active: { card: swsh1(62), energy: [E.water] } }, { active: 'sv3pt5-4', bench: ['sv3pt5-4'] }],
    })
    d.pick('Attack: Water Arrow')
    expect(d.labels()).toEqual(['Charmander', 'Charmander'])
    d.pickIndices([1])
    expect(bench(d.state, 1, 0).damage).toBe(20)
    expect(active(d.state, 1).damage).toBe(0)
    const e = game({
      players: [{ active: { card: swsh1(62), energy: [E.water] } }, { active: 'sv3pt5-4', bench: ['sv3pt5-4'] }],
    })
    e.pick('Attack: Water Arrow').pickIndices([0])
    expect(active(e.state, 1).damage).toBe(40)
  })
})

describe('swsh1-64 Frosmoth: Ice Dance', () => {
  const FROSMOTH = [swsh1(63), swsh1(64)]

  it('attaches Water Energy cards from the hand to Benched Water Pokémon, as often as you like', () => {
    const d = game({
      players: [
        { active: { card: FROSMOTH }, bench: [swsh1(45), 'sv3pt5-4'], hand: [E.water, E.water, E.fire] },
        { active: swsh1(53) },
      ],
    })
    d.pick('Use Ice Dance').pickIndices([0])
    // Only the Benched Water Pokémon (Goldeen): asked no question, or offered alone.
    if (d.decision.ask === 'choose-target') {
      expect(d.labels()).toEqual(['Goldeen'])
      d.pick('Goldeen')
    }
    d.pick('Use Ice Dance').pickIndices([0])
    if (d.decision.ask === 'choose-target') d.pick('Goldeen')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.water, E.water])
    // No Water Energy left in hand: not offered; the turn's own attachment is still there.
    expect(menu(d)).not.toContain('Use Ice Dance')
    expect(d.state.players[0].turn.energyAttached).toBe(false)
  })

  it('is not offered without a Benched Water Pokémon', () => {
    const d = game({
      players: [{ active: { card: FROSMOTH }, bench: ['sv3pt5-4'], hand: [E.water] }, { active: swsh1(53) }],
    })
    expect(menu(d)).not.toContain('Use Ice Dance')
  })
})
