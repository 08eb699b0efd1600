import { describe, expect, it } from 'vitest'
import { E, active, game, menu, swsh1, top } from './helpers'

const DOTTLER = [swsh1(16), swsh1(18)]
const ORBEETLE = [...DOTTLER, swsh1(19)]

describe('swsh1-16 Blipbug: Gnaw', () => {
  it('20 damage', () => {
    const d = game({ players: [{ active: { card: swsh1(16), energy: [E.grass] } }, { active: swsh1(9) }] })
    d.pick('Attack: Gnaw')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('swsh1-17 Blipbug: Call for Family', () => {
  it('puts a Basic Pokémon from the deck onto the Bench', () => {
    const d = game({
      players: [
        { active: { card: swsh1(17), energy: [E.grass] }, deck: [swsh1(6), swsh1(5), swsh1(8)] },
        { active: swsh1(9) },
      ],
    })
    d.pick('Attack: Call for Family')
    expect(d.labels().sort()).toEqual(['Cottonee', 'Durant'])
    expect(d.decision.max).toBe(1)
    d.pick('Durant')
    expect(d.state.players[0].bench.map((s) => top(d.state, s))).toEqual([swsh1(8)])
  })

  it('takes nothing with a full Bench', () => {
    const d = game({
      players: [
        { active: { card: swsh1(17), energy: [E.grass] }, bench: Array(5).fill(swsh1(5)), deck: [swsh1(8)] },
        { active: swsh1(9) },
      ],
    })
    d.pick('Attack: Call for Family')
    expect(d.state.players[0].bench.length).toBe(5)
    expect(d.decision.seat).toBe(1)
  })
})

describe('swsh1-18 Dottler', () => {
  it("Reflect: during the opponent's next turn Dottler takes 40 less damage from attacks", () => {
    const d = game({
      players: [
        { active: { card: DOTTLER, energy: [E.grass] } },
        { active: { card: swsh1(1), energy: [E.grass, E.grass] } },
      ],
    })
    d.pick('Attack: Reflect')
    expect(active(d.state, 1).damage).toBe(0)
    d.pick('Attack: Line Force')
    expect(active(d.state, 0).damage).toBe(10)
  })

  it('Ram: 30 damage', () => {
    const d = game({ players: [{ active: { card: DOTTLER, energy: [E.grass, E.grass] } }, { active: swsh1(9) }] })
    d.pick('Attack: Ram')
    expect(active(d.state, 1).damage).toBe(30)
  })
})

describe('swsh1-19 Orbeetle', () => {
  it("Bug's Radar: look at the top 3 cards of the opponent's deck and put them back in any order, once a turn", () => {
    const d = game({
      players: [{ active: { card: ORBEETLE } }, { active: swsh1(9), deck: [swsh1(5), swsh1(8), swsh1(10), swsh1(11)] }],
    })
    d.pick("Use Bug's Radar")
    d.pick('Grookey', 'Cottonee', 'Durant')
    expect(d.state.players[1].deck.map((u) => d.state.cards[u]!.def)).toEqual([
      swsh1(10),
      swsh1(5),
      swsh1(8),
      swsh1(11),
    ])
    expect(menu(d)).not.toContain("Use Bug's Radar")
  })

  it('Brainwave: 90 plus 30 for each Psychic Energy attached', () => {
    for (const [energy, dmg] of [
      [[E.grass, E.grass], 90],
      [[E.grass, E.psychic, E.psychic], 150],
    ] as const) {
      const d = game({ players: [{ active: { card: ORBEETLE, energy: [...energy] } }, { active: swsh1(9) }] })
      d.pick('Attack: Brainwave')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})
