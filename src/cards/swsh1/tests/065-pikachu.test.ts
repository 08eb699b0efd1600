import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, swsh1 } from './helpers'

describe('swsh1-65 Pikachu: Charge', () => {
  it('attaches a Lightning Energy card from the deck to Pikachu', () => {
    const d = game({
      players: [
        { active: { card: swsh1(65), energy: [E.lightning] }, deck: [E.fire, E.lightning, E.water] },
        { active: swsh1(8) },
      ],
    })
    d.pick('Attack: Charge')
    expect(d.labels()).toEqual(['Basic Lightning Energy'])
    d.pick('Basic Lightning Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.lightning, E.lightning])
    expect(pile(d.state, 0, 'deck').sort()).toEqual([E.fire, E.water].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('finds nothing when the deck holds no Lightning Energy card', () => {
    const d = game({
      players: [{ active: { card: swsh1(65), energy: [E.lightning] }, deck: [E.fire, E.water] }, { active: swsh1(8) }],
    })
    d.pick('Attack: Charge')
    // The search is still a question, with nothing to pick (the opponent cannot tell a miss from a choice).
    expect(d.decision.ask).toBe('choose-cards')
    expect(d.decision.options).toEqual([])
    d.none()
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.lightning])
    expect(d.decision.seat).toBe(1)
  })
})
