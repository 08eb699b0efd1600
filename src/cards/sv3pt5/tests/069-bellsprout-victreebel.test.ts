import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, sv } from './helpers'

describe('sv3pt5-69 Bellsprout', () => {
  it("Bind Down: 20 damage; the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: sv(69), energy: [E.grass, E.grass] } },
        { active: { card: sv(65), energy: [E.psychic] }, bench: [sv(63)] },
      ],
    })
    d.pick('Attack: Bind Down')
    expect(active(d.state, 1).damage).toBe(20)
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(true)
  })
})

describe('sv3pt5-71 Victreebel', () => {
  const line = [sv(69), sv(70), sv(71)]

  it("Slow-Acting Acid: 120 now, 12 damage counters at the end of the opponent's next turn", () => {
    const d = game({
      players: [{ active: { card: line, energy: [E.grass, E.grass] } }, { active: sv(76), bench: [sv(63)] }],
    })
    d.pick('Attack: Slow-Acting Acid')
    expect(active(d.state, 1).damage).toBe(240) // Golem ex is weak to Grass
    d.pick('End turn')
    // 240 + 120 = 360 ≥ 330: Golem ex is Knocked Out at the end of its owner's turn; 2 Prize cards.
    expect(pile(d.state, 1, 'discard')).toContain(sv(76))
    expect(d.decision.ask).toBe('take-prize')
    expect(d.decision.seat).toBe(0)
  })

  it('no counters if the Defending Pokémon left the Active Spot', () => {
    const d = game({
      players: [
        { active: { card: line, energy: [E.grass, E.grass] } },
        { active: { card: sv(65), energy: [E.psychic] }, bench: [sv(63)] },
      ],
    })
    d.pick('Attack: Slow-Acting Acid')
    expect(active(d.state, 1).damage).toBe(120)
    d.pick('Retreat to Abra').pick('End turn')
    expect(d.state.players[1].bench[0]!.damage).toBe(120)
  })

  it('Spit Up: 50 damage', () => {
    const d = game({ players: [{ active: { card: line, energy: [E.grass] } }, { active: sv(65) }] })
    d.pick('Attack: Spit Up')
    expect(active(d.state, 1).damage).toBe(50)
  })
})
