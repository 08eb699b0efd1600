import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, game, menu } from './helpers'

const SOBBLE = 'swsh1-54' // Water, 60 HP; Water Gun (W) 20
const CHARIZARD = ['base1-46', 'base1-24', 'base1-4'] // 120 HP, Weakness Water ×2
const MACHOP = 'base1-52' // Fighting, 50 HP; Low Kick (F) 20
const MORPEKO = 'swsh2-73' // Spark (L C) 50, and 20 to one of the opponent's Benched Pokémon

function leonTurn() {
  return game({
    players: [
      { active: { card: SOBBLE, energy: [E.water] }, hand: [crz(134)] },
      { active: { card: CHARIZARD }, bench: [MACHOP] },
    ],
  })
}

describe('swsh12pt5-134 Leon', () => {
  it('adds 30 to the attack before Weakness: (20 + 30) × 2', () => {
    const d = leonTurn()
    d.pick('Play Leon').pick('Attack: Water Gun')
    expect(active(d.state, 1).damage).toBe(100)
  })
  it("adds nothing to the damage an attack does to the opponent's Benched Pokémon", () => {
    const d = game({
      players: [
        { active: { card: MORPEKO, energy: [E.lightning, E.fire] }, hand: [crz(134)] },
        { active: { card: CHARIZARD }, bench: [MACHOP] },
      ],
    })
    d.pick('Play Leon').pick('Attack: Spark').pick('Machop')
    expect(active(d.state, 1).damage).toBe(80)
    expect(bench(d.state, 1, 0).damage).toBe(20)
  })
  it('lasts only for the turn it is played', () => {
    const d = leonTurn()
    d.pick('Play Leon').pick('End turn')
    d.pick('End turn') // the opponent's turn
    d.pick('Attack: Water Gun')
    expect(active(d.state, 1).damage).toBe(40)
  })
  it("does not boost attacks against Leon's player", () => {
    const d = game({
      players: [
        { active: { card: SOBBLE, energy: [E.water] }, hand: [crz(134)] },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Play Leon').pick('End turn')
    d.pick('Attack: Low Kick')
    expect(active(d.state, 0).damage).toBe(20)
  })
  it('is a Supporter: not a second one in the same turn', () => {
    const d = game({
      players: [
        { active: { card: SOBBLE, energy: [E.water] }, hand: [crz(134), crz(134)] },
        { active: { card: CHARIZARD } },
      ],
    })
    d.pick('Play Leon')
    expect(menu(d)).not.toContain('Play Leon')
  })
})
