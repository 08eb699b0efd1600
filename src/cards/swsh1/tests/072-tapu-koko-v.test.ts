import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, swsh1 } from './helpers'

const LLC = [E.lightning, E.lightning, E.lightning]

describe('swsh1-72 Tapu Koko V', () => {
  it('Spike Draw: 20 damage, then draw 2 cards', () => {
    const d = game({
      players: [
        { active: { card: swsh1(72), energy: [E.lightning] }, hand: [], deck: [swsh1(65), swsh1(70), E.water] },
        { active: swsh1(9) },
      ],
    })
    d.pick('Attack: Spike Draw')
    expect(active(d.state, 1).damage).toBe(20)
    expect(pile(d.state, 0, 'hand').sort()).toEqual([swsh1(65), swsh1(70)].sort())
    expect(pile(d.state, 0, 'deck')).toEqual([E.water])
  })

  it("Thunderous Bolt: 200 damage; during your next turn Tapu Koko V can't attack, the turn after it can", () => {
    const d = game({ players: [{ active: { card: swsh1(72), energy: LLC } }, { active: swsh1(9) }] })
    d.pick('Attack: Thunderous Bolt')
    expect(active(d.state, 1).damage).toBe(200)
    d.pick('End turn')
    expect(menu(d).some((l) => l.startsWith('Attack:'))).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Thunderous Bolt')
  })

  it('is worth 2 Prize cards', () => {
    const d = game({
      players: [
        { active: { card: swsh1(72), energy: LLC } },
        { active: { card: swsh1(72), damage: 180 }, bench: [swsh1(70)] },
      ],
    })
    d.pick('Attack: Spike Draw')
    expect(d.decision.text).toBe('Take 2 Prize cards')
  })
})
