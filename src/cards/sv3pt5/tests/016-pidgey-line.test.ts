import { describe, expect, it } from 'vitest'
import { E, active, game, pile, sv, top } from './helpers'

const PIDGEOT = [sv(16), sv(17), sv(18)]

describe('sv3pt5-16 Pidgey', () => {
  it('Call for Family puts up to 2 Basic Pokémon from the deck onto the Bench', () => {
    const d = game({
      players: [{ active: { card: sv(16), energy: [E.fire] }, deck: [sv(1), sv(2), sv(4), sv(7)] }, { active: sv(31) }],
    })
    d.pick('Attack: Call for Family')
    // Only Basic Pokémon are offered (not Ivysaur).
    expect(d.labels().sort()).toEqual(['Bulbasaur', 'Charmander', 'Squirtle'])
    d.pick('Bulbasaur', 'Squirtle')
    expect(d.state.players[0].bench.map((s) => top(d.state, s))).toEqual([sv(1), sv(7)])
  })

  it('Call for Family takes no more than the Bench has room for', () => {
    const d = game({
      players: [
        { active: { card: sv(16), energy: [E.fire] }, bench: [sv(13), sv(13), sv(13), sv(13)], deck: [sv(1), sv(4)] },
        { active: sv(31) },
      ],
    })
    d.pick('Attack: Call for Family')
    expect(d.decision.max).toBe(1)
    d.pick('Charmander')
    expect(d.state.players[0].bench.length).toBe(5)
  })

  it('Tackle: 20 damage; Pidgeotto Flap 20, Pidgeot Flap 40', () => {
    for (const [card, energy, name, dmg] of [
      [[sv(16)], [E.fire, E.fire], 'Tackle', 20],
      [[sv(16), sv(17)], [E.fire], 'Flap', 20],
      [PIDGEOT, [E.fire], 'Flap', 40],
    ] as const) {
      const d = game({ players: [{ active: { card: [...card], energy: [...energy] } }, { active: sv(31) }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('sv3pt5-18 Pidgeot: Fly', () => {
  const start = (heads: boolean) =>
    game({
      flips: [heads],
      players: [
        { active: { card: PIDGEOT, energy: [E.fire, E.fire, E.fire] } },
        { active: { card: [sv(1), sv(2), sv(3)], energy: [E.grass, E.grass, E.fire] } },
      ],
    })

  it("heads: 150 damage, and the opponent's next attack neither damages nor affects Pidgeot", () => {
    const d = start(true).pick('Attack: Fly')
    expect(active(d.state, 1).damage).toBe(150)
    d.pick('Attack: Dangerous Toxwhip')
    const p = active(d.state, 0)
    expect(p.damage).toBe(0)
    expect(p.conditions.rotation).toBeNull()
    expect(p.conditions.poisoned).toBe(false)
  })

  it('tails: the attack does nothing, and there is no protection', () => {
    const d = start(false).pick('Attack: Fly')
    expect(active(d.state, 1).damage).toBe(0)
    d.pick('Attack: Dangerous Toxwhip')
    // Pidgeot (130 HP) is Knocked Out by 150.
    expect(pile(d.state, 0, 'discard')).toContain(sv(18))
  })
})
