import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP } from './trainer-pokemon'

describe('swsh1-168 Lum Berry', () => {
  it('at the end of the turn, every Special Condition ends before the Checkup, and the Berry is discarded', () => {
    const d = game({
      players: [
        { active: { card: CHARMANDER, conditions: ['poisoned', 'asleep'], tools: [swsh1(168)], energy: [E.fire] } },
        { active: MACHOP },
      ],
    })
    d.pick('End turn')
    const a = active(d.state, 0)
    expect(a.conditions.poisoned).toBeFalsy()
    expect(a.conditions.rotation).toBeFalsy()
    expect(a.damage).toBe(0) // no Poison damage: cured before Pokémon Checkup
    expect(a.tools).toEqual([])
    expect(a.energy).toHaveLength(1)
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(168)])
  })
  it("works at the end of the opponent's turn too (each turn)", () => {
    const d = game({
      current: 1,
      players: [{ active: { card: CHARMANDER, conditions: ['confused'], tools: [swsh1(168)] } }, { active: MACHOP }],
    })
    d.pick('End turn')
    expect(active(d.state, 0).conditions.rotation).toBeFalsy()
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(168)])
  })
  it('without a Special Condition it stays attached, and works once only', () => {
    const d = game({
      players: [{ active: { card: CHARMANDER, tools: [swsh1(168)] } }, { active: MACHOP }],
    })
    d.pick('End turn')
    expect(active(d.state, 0).tools).toHaveLength(1)
  })
})
