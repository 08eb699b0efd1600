import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'

const CLAYDOL = [swsh1(102), swsh1(103)]
const TARGET = [swsh1(97), swsh1(98), swsh1(99)]

describe('swsh1-103 Claydol', () => {
  it("Psybeam: 30 damage and the opponent's Active Pokémon is Confused", () => {
    const d = game({ players: [{ active: { card: CLAYDOL, energy: [E.fire] } }, { active: { card: TARGET } }] })
    d.pick('Attack: Psybeam')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })

  it('Explosion: 200 damage and 120 to Claydol itself, which Knocks it Out', () => {
    const d = game({
      players: [
        { active: { card: CLAYDOL, energy: [E.fighting, E.fighting] }, bench: [swsh1(101)] },
        { active: { card: [swsh1(115), swsh1(116)] } },
      ],
    })
    d.pick('Attack: Explosion')
    expect(active(d.state, 1).damage).toBe(200)
    expect(pile(d.state, 0, 'discard')).toContain(swsh1(103))
  })

  it('Baltoy (101) Sand Spray: 30 damage', () => {
    const d = game({
      players: [{ active: { card: swsh1(101), energy: [E.fighting, E.fighting] } }, { active: { card: TARGET } }],
    })
    d.pick('Attack: Sand Spray')
    expect(active(d.state, 1).damage).toBe(30)
  })
})
