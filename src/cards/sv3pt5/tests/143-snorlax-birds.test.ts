import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, menu, pile, sv } from './helpers'

const LEFTOVERS = sv(163)

describe('sv3pt5-143 Snorlax', () => {
  it('Voraciousness puts up to 2 Leftovers from the discard pile into the hand, once per turn', () => {
    const d = game({
      players: [{ active: sv(143), discard: [LEFTOVERS, E.fire, LEFTOVERS, LEFTOVERS] }, { active: sv(143) }],
    })
    d.pick('Use Voraciousness')
    expect(d.labels()).toEqual(['Leftovers', 'Leftovers', 'Leftovers'])
    d.pickIndices([0, 1])
    expect(pile(d.state, 0, 'hand')).toEqual([LEFTOVERS, LEFTOVERS])
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire, LEFTOVERS])
    expect(menu(d)).not.toContain('Use Voraciousness')
  })

  it('Voraciousness is not offered without Leftovers in the discard pile', () => {
    expect(menu(game({ players: [{ active: sv(143), discard: [E.fire] }, { active: sv(143) }] }))).not.toContain(
      'Use Voraciousness',
    )
  })

  it('Thudding Press: 130 damage and 30 to Snorlax itself', () => {
    const d = game({ players: [{ active: { card: sv(143), energy: [E.fire, E.fire, E.fire] } }, { active: sv(115) }] })
    d.pick('Attack: Thudding Press')
    expect(active(d.state, 1).damage).toBe(130)
    expect(active(d.state, 0).damage).toBe(30)
  })
})

describe('sv3pt5-144 Articuno, 145 Zapdos ex, 146 Moltres: no Retreat Cost with Energy of their type', () => {
  for (const [card, type, other] of [
    [sv(144), E.water, E.fire],
    [sv(145), E.lightning, E.fire],
    [sv(146), E.fire, E.water],
  ] as const) {
    it(`${card}`, () => {
      // With one Energy of its type it retreats for free (and keeps the Energy).
      const d = game({ players: [{ active: { card, energy: [type] }, bench: [sv(129)] }, { active: sv(143) }] })
      d.pick('Retreat to Magikarp')
      expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([type])
      // With only another type it needs its Retreat Cost of 2.
      expect(
        menu(game({ players: [{ active: { card, energy: [other] }, bench: [sv(129)] }, { active: sv(143) }] })),
      ).not.toContain('Retreat to Magikarp')
    })
  }
})

describe('sv3pt5-144 Articuno', () => {
  it("Blizzard: 110 to the Active and 10 to each of the opponent's Benched Pokémon", () => {
    const d = game({
      players: [
        { active: { card: sv(144), energy: [E.water, E.water, E.water] } },
        { active: sv(143), bench: [sv(125), sv(116)] },
      ],
    })
    d.pick('Attack: Blizzard')
    expect(active(d.state, 1).damage).toBe(110)
    expect(d.state.players[1].bench.map((b) => b.damage)).toEqual([10, 10])
  })
})

describe('sv3pt5-145 Zapdos ex', () => {
  const ZAPDOS = { card: sv(145), energy: [E.lightning, E.lightning, E.lightning] }
  it('Multishot Lightning: 120, and 90 to a Benched Pokémon that already has damage counters', () => {
    const d = game({
      players: [{ active: ZAPDOS }, { active: sv(143), bench: [sv(115), { card: sv(131), damage: 10 }] }],
    })
    d.pick('Attack: Multishot Lightning')
    expect(d.labels()).toEqual(['Lapras'])
    d.pick('Lapras')
    expect(active(d.state, 1).damage).toBe(120)
    expect(d.state.players[1].bench.map((b) => b.damage)).toEqual([0, 100])
  })

  it('Multishot Lightning with no damaged Benched Pokémon only hits the Active', () => {
    const d = game({ players: [{ active: ZAPDOS }, { active: sv(143), bench: [sv(115)] }] })
    d.pick('Attack: Multishot Lightning')
    expect(active(d.state, 1).damage).toBe(120)
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })

  it('gives 2 Prize cards when Knocked Out', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: sv(145), damage: 150 }, bench: [sv(129)] },
        { active: { card: sv(124), energy: [E.water, E.water, E.water] } },
      ],
    })
    d.pick('Attack: Icy Wind').pick('Prize card 1', 'Prize card 2')
    expect(d.state.players[1].prizes.length).toBe(4)
  })
})

describe('sv3pt5-146 Moltres', () => {
  it('Blazing Flight: discards 2 Fire Energy and does 120 to a Benched Pokémon only', () => {
    const d = game({
      players: [
        { active: { card: sv(146), energy: [E.fire, E.fire, E.fire] } },
        { active: sv(143), bench: [sv(126), sv(115)] },
      ],
    })
    d.pick('Attack: Blazing Flight').pick('Kangaskhan ex')
    expect(active(d.state, 1).damage).toBe(0)
    expect(bench(d.state, 1, 1).damage).toBe(120)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire])
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire, E.fire])
  })

  it('Blazing Flight with an empty Bench still discards the Energy', () => {
    const d = game({ players: [{ active: { card: sv(146), energy: [E.fire, E.fire, E.fire] } }, { active: sv(143) }] })
    d.pick('Attack: Blazing Flight')
    expect(active(d.state, 1).damage).toBe(0)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire])
  })
})
