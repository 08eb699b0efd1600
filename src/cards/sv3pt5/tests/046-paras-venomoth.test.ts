import { describe, expect, it } from 'vitest'
import { E, active, game, menu, sv } from './helpers'

describe('sv3pt5-46 Paras', () => {
  it('Spore Ball: 20 damage and Asleep', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: sv(46), energy: [E.grass, E.grass] } }, { active: sv(65) }],
    })
    d.pick('Attack: Spore Ball')
    expect(active(d.state, 1).damage).toBe(20)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })
})

describe('sv3pt5-47 Parasect', () => {
  const start = (flips: boolean[]) =>
    game({
      flips,
      players: [
        { active: { card: [sv(46), sv(47)], energy: [E.grass] }, deck: [sv(43), sv(44), sv(69), sv(63), sv(46)] },
        { active: sv(74) },
      ],
    })

  it('Spread Filaments: up to 1 Basic Grass Pokémon per heads onto the Bench', () => {
    const d = start([true, true]).pick('Attack: Spread Filaments')
    // Gloom (Stage 1) and Abra (Psychic) are not offered.
    expect(d.labels().sort()).toEqual(['Bellsprout', 'Oddish', 'Paras'])
    d.pick('Oddish', 'Bellsprout')
    expect(d.state.players[0].bench.map((b) => d.state.cards[b.stack[0]!]!.def)).toEqual([sv(43), sv(69)])
  })

  it('one heads: at most one', () => {
    const d = start([true, false]).pick('Attack: Spread Filaments')
    expect(d.decision.max).toBe(1)
  })

  it('no heads: no search, no shuffle', () => {
    const d = start([false, false]).pick('Attack: Spread Filaments')
    expect(d.state.players[0].bench).toHaveLength(0)
    expect(d.events.some((e) => e.type === 'shuffle')).toBe(false)
  })
})

describe('sv3pt5-49 Venomoth', () => {
  const start = () =>
    game({
      players: [
        { active: { card: [sv(48), sv(49)], energy: [E.grass] } },
        { active: sv(66), bench: [sv(63)], hand: ['base1-80', sv(155), sv(156)], deck: [E.fire, E.fire] },
      ],
    })

  it("Perplexing Powder: 30 damage, Confused, and no Items or Tools during the opponent's next turn", () => {
    const d = start().pick('Attack: Perplexing Powder')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
    const m = menu(d)
    expect(m.some((l) => l.includes('Defender'))).toBe(false) // base1-80 Defender, an Item under modern rules
    expect(m.some((l) => l.includes('Big Air Balloon'))).toBe(false) // a Pokémon Tool
    expect(m).toContain("Play Bill's Transfer") // Supporters are fine
  })

  it('the lock ends with that turn', () => {
    const d = start().pick('Attack: Perplexing Powder').pick('End turn').pick('End turn')
    expect(menu(d).some((l) => l.includes('Defender'))).toBe(true)
  })
})
