import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile, top } from './helpers'

const SNORLAX_V = 'swsh1-141' // 220 HP, Weakness Fighting
const EMOLGA = crz(47)
const ZERAORA = crz(52)
const HELIOLISK = crz(50) // a Stage 1, not offered

describe('swsh12pt5-56 Pincurchin', () => {
  it('Call for Family: puts up to 2 Basic Pokémon from the deck onto the Bench', () => {
    const d = game({
      players: [
        { active: { card: crz(56), energy: [E.fire] }, deck: [EMOLGA, HELIOLISK, ZERAORA, E.fire, E.fire] },
        { active: SNORLAX_V },
      ],
    })
    d.pick('Attack: Call for Family')
    expect(d.labels()).not.toContain('Heliolisk')
    d.pick('Emolga', 'Zeraora')
    expect(d.state.players[0].bench.map((b) => top(d.state, b))).toEqual([EMOLGA, ZERAORA])
    expect(pile(d.state, 0, 'deck')).toHaveLength(3)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Call for Family: no more than the Bench has room for', () => {
    const d = game({
      players: [
        {
          active: { card: crz(56), energy: [E.fire] },
          bench: [EMOLGA, EMOLGA, EMOLGA, EMOLGA],
          deck: [EMOLGA, ZERAORA, E.fire],
        },
        { active: SNORLAX_V },
      ],
    })
    d.pick('Attack: Call for Family')
    expect(d.decision.max).toBe(1)
    d.pick('Zeraora')
    expect(d.state.players[0].bench).toHaveLength(5)
  })

  for (const [flips, damage] of [
    [[false], 30],
    [[true, true, false], 90],
  ] as const)
    it(`Continuous Tumble: 30 + 30 for each heads before tails (${flips.length - 1} heads → ${damage})`, () => {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: crz(56), energy: [E.lightning, E.fire] } }, { active: SNORLAX_V }],
      })
      d.pick('Attack: Continuous Tumble')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
