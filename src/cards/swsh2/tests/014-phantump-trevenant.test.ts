import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2, top } from './helpers'

describe('swsh2-14 Phantump', () => {
  it('Dark Guidance puts a chosen Basic Pokémon from the discard pile onto the Bench', () => {
    const d = game({
      players: [
        { active: { card: swsh2(14), energy: [E.fire] }, discard: [swsh2(15), swsh2(16), E.grass] },
        { active: swsh2(12) },
      ],
    })
    d.pick('Attack: Dark Guidance')
    expect(d.labels()).toEqual(['Grubbin'])
    d.pick('Grubbin')
    expect(d.state.players[0].bench.map((s) => top(d.state, s))).toEqual([swsh2(16)])
    expect(pile(d.state, 0, 'discard')).not.toContain(swsh2(16))
  })

  it('Seed Bomb 30', () => {
    const d = game({ players: [{ active: { card: swsh2(14), energy: [E.grass, E.fire] } }, { active: swsh2(12) }] })
    d.pick('Attack: Seed Bomb')
    expect(active(d.state, 1).damage).toBe(30)
  })
})

describe('swsh2-15 Trevenant', () => {
  it("Shadow Cage: 120 damage; the Defending Pokémon can't retreat on the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: [swsh2(14), swsh2(15)], energy: [E.grass, E.grass, E.fire] } },
        { active: { card: swsh2(6), energy: [E.fire, E.fire] }, bench: [swsh2(16)] },
      ],
    })
    d.pick('Attack: Shadow Cage')
    expect(active(d.state, 1).damage).toBe(120)
    expect(d.labels().some((l) => l.startsWith('Retreat'))).toBe(false)
  })
})
