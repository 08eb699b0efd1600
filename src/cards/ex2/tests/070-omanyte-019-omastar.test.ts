import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, ss, stackOf } from './helpers'

const OMANYTE = [ss(91), ss(70)]
const OMASTAR = [ss(91), ss(70), ss(19)]
const { water: W, fire: R } = E

describe('ex2-70 Omanyte (and ex2-39 Kabuto), Team Assembly', () => {
  it('benches any number of Omanyte, Kabuto and Basic Pokémon from the deck, not other Evolution cards', () => {
    const d = game({
      players: [
        { active: { card: OMANYTE, energy: [R] }, deck: [ss(39), ss(75), ss(28), ss(70), ss(19)] },
        { active: 'base1-2' },
      ],
    })
    d.pick('Attack: Team Assembly')
    expect(d.labels().filter((l) => l !== 'Done')).toEqual(['Kabuto', 'Sandshrew', 'Omanyte'])
    d.pickIndices([0, 1, 2])
    expect(d.state.players[0].bench.map((s) => stackOf(d.state, s))).toEqual([[ss(39)], [ss(75)], [ss(70)]])
    expect(pile(d.state, 0, 'deck').sort()).toEqual([ss(19), ss(28)].sort())
  })

  it('takes no more than the Bench has room for', () => {
    const d = game({
      players: [
        {
          active: { card: OMANYTE, energy: [R] },
          bench: [ss(75), ss(75), ss(75), ss(75)],
          deck: [ss(39), ss(70), ss(85)],
        },
        { active: 'base1-2' },
      ],
    })
    d.pick('Attack: Team Assembly')
    expect(d.decision.max).toBe(1)
  })

  it('Kabuto has it too', () => {
    const d = game({
      players: [{ active: { card: [ss(91), ss(39)], energy: [R] }, deck: [ss(70)] }, { active: 'base1-2' }],
    })
    d.pick('Attack: Team Assembly').pickIndices([0])
    expect(stackOf(d.state, bench(d.state, 0, 0))).toEqual([ss(70)])
  })

  for (const heads of [true, false])
    it(`Bind: 20${heads ? ', Paralyzed on heads' : ', nothing more on tails'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: OMANYTE, energy: [R, R] } }, { active: 'base1-3' }],
      })
      d.pick('Attack: Bind')
      expect(active(d.state, 1).damage).toBe(20)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })
})

describe('ex2-19 Omastar', () => {
  it("Pull Down: the top card of each of the opponent's Evolved Pokémon goes back into their hand", () => {
    const d = game({
      players: [
        { active: { card: OMASTAR, energy: [R] } },
        {
          active: { card: ['base1-63', 'base1-42', 'base1-2'], damage: 20 },
          bench: [{ card: [ss(90), ss(28)] }, ss(75)],
          hand: [],
        },
      ],
    })
    d.pick('Attack: Pull Down')
    expect(stackOf(d.state, active(d.state, 1))).toEqual(['base1-63', 'base1-42'])
    expect(active(d.state, 1).damage).toBe(20)
    expect(stackOf(d.state, bench(d.state, 1, 0))).toEqual([ss(90)])
    expect(stackOf(d.state, bench(d.state, 1, 1))).toEqual([ss(75)])
    // Then the opponent's turn begins with its draw (a Fire Energy filler card).
    expect(
      pile(d.state, 1, 'hand')
        .filter((c) => c !== E.fire)
        .sort(),
    ).toEqual(['base1-2', ss(28)].sort())
  })

  it('Hydrocannon: 30 plus 20 for each Water Energy not needed for its cost, at most 40 more', () => {
    const cases: [string[], number][] = [
      [[R, R], 30],
      [[W, W], 30],
      [[W, W, W], 50],
      [[R, W, W], 50],
      [[W, W, W, W, W], 70],
    ]
    for (const [energy, damage] of cases) {
      const d = game({ players: [{ active: { card: OMASTAR, energy } }, { active: 'base1-3' }] })
      d.pick('Attack: Hydrocannon')
      expect(active(d.state, 1).damage, energy.join(' ')).toBe(damage)
    }
  })
})
