import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const WOBBUFFET = swsh1(86)

describe('swsh1-86 Wobbuffet V', () => {
  it("Gritty Comeback swaps the damage counters with the opponent's Active Pokémon", () => {
    const d = game({
      players: [
        { active: { card: WOBBUFFET, damage: 150, energy: [E.fire, E.fire] } },
        { active: { card: swsh1(88), damage: 20 } },
      ],
    })
    d.pick('Attack: Gritty Comeback')
    expect(active(d.state, 0).damage).toBe(20)
    // Musharna (120 HP) now has 150 damage: Knocked Out.
    expect(d.state.players[1].discard.length).toBeGreaterThan(0)
  })

  it("Shadow Bind: 70 damage and the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: WOBBUFFET, energy: [E.psychic, E.psychic] } },
        { active: { card: swsh1(88), energy: [E.fire, E.fire, E.fire] }, bench: [swsh1(87)] },
      ],
    })
    d.pick('Attack: Shadow Bind')
    expect(active(d.state, 1).damage).toBe(70)
    expect(d.labels().some((l) => l.startsWith('Retreat'))).toBe(false)
  })

  it('is worth 2 Prize cards', () => {
    const d = game({
      players: [
        { active: { card: [swsh1(83), swsh1(84)], energy: [E.psychic, E.fire] } },
        { active: { card: WOBBUFFET, damage: 190 }, bench: [swsh1(87)] },
      ],
    })
    d.pick('Attack: Spooky Shot')
    expect(d.decision.text).toBe('Take 2 Prize cards')
  })
})
