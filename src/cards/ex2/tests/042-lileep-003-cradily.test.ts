import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, ss, stackOf } from './helpers'

const CRADILY = [ss(92), ss(42), ss(3)]

describe('ex2-3 Cradily', () => {
  it("Super Suction Cups: while Cradily is your Active Pokémon, your opponent's Pokémon can't retreat", () => {
    const d = game({
      players: [
        { active: { card: CRADILY, energy: [E.grass, E.grass] }, bench: [ss(75)] },
        { active: { card: 'base1-2', energy: [E.water, E.water, E.water] }, bench: [ss(75)] },
      ],
    })
    // Cradily's own owner may still retreat.
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(true)
    d.pick('End turn')
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
  })

  it('Super Suction Cups does nothing from the Bench', () => {
    const d = game({
      current: 1,
      players: [
        { active: ss(75), bench: [{ card: CRADILY }] },
        { active: { card: 'base1-2', energy: [E.water, E.water, E.water] }, bench: [ss(75)] },
      ],
    })
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(true)
  })

  it("Lure Poison may switch in one of the opponent's Benched Pokémon first, then Poisons the Defending Pokémon", () => {
    const d = game({
      players: [{ active: { card: CRADILY, energy: [E.grass] } }, { active: 'base1-2', bench: [ss(85)] }],
    })
    d.pick('Attack: Lure Poison').pick('Zigzagoon')
    expect(stackOf(d.state, active(d.state, 1))).toEqual([ss(85)])
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(bench(d.state, 1, 0).conditions.poisoned).toBe(false)
  })

  it('Lure Poison without a switch Poisons the Defending Pokémon', () => {
    const d = game({
      players: [{ active: { card: CRADILY, energy: [E.grass] } }, { active: 'base1-2', bench: [ss(85)] }],
    })
    d.pick('Attack: Lure Poison').pickIndices([])
    expect(stackOf(d.state, active(d.state, 1))).toEqual(['base1-2'])
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
  })

  // Dustox's Protective Dust keeps every effect of the opponent's attacks but damage off it, Active or Benched; being
  // switched into or out of the Active Spot is one (docs/rulings/abilities-and-attack-effects.md).
  it('Lure Poison against an Active Dustox: no switch is offered and Dustox is not Poisoned', () => {
    const d = game({
      players: [{ active: { card: CRADILY, energy: [E.grass] } }, { active: 'ex1-6', bench: [ss(85)] }],
    })
    d.pick('Attack: Lure Poison')
    // No Lure Poison question: the attack is over and it is the opponent's turn.
    expect(d.decision.seat).toBe(1)
    expect(stackOf(d.state, active(d.state, 1))).toEqual(['ex1-6'])
    expect(active(d.state, 1).conditions.poisoned).toBe(false)
    expect(bench(d.state, 1, 0).conditions.poisoned).toBe(false)
  })

  it('Lure Poison can’t bring in a Benched Dustox', () => {
    const d = game({
      players: [{ active: { card: CRADILY, energy: [E.grass] } }, { active: 'base1-2', bench: ['ex1-6', ss(85)] }],
    })
    d.pick('Attack: Lure Poison')
    expect(d.labels()).toEqual(['Zigzagoon'])
  })

  it('Spiral Drain does 50 and removes 2 damage counters from Cradily', () => {
    const d = game({
      players: [{ active: { card: CRADILY, damage: 30, energy: [E.grass, E.fire, E.fire] } }, { active: 'base1-2' }],
    })
    d.pick('Attack: Spiral Drain')
    expect(active(d.state, 1).damage).toBe(50)
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('ex2-42 Lileep', () => {
  it('Influence puts up to 2 Fossil Pokémon (Anorith, Lileep…) from the deck onto the Bench', () => {
    const d = game({
      players: [
        { active: { card: [ss(92), ss(42)], energy: [E.grass] }, deck: [ss(27), ss(42), ss(75), ss(1)] },
        { active: 'base1-2' },
      ],
    })
    d.pick('Attack: Influence')
    // Sandshrew is no Fossil Pokémon, Armaldo is not named.
    expect(d.labels().filter((l) => l !== 'Done')).toEqual(['Anorith', 'Lileep'])
    d.pickIndices([0, 1])
    expect(d.state.players[0].bench.map((s) => stackOf(d.state, s))).toEqual([[ss(27)], [ss(42)]])
  })

  for (const heads of [true, false])
    it(`Time Spiral, ${heads ? 'heads: the chosen Evolved Pokémon loses its top card into the deck' : 'tails: nothing'}`, () => {
      const d = game({
        flips: [heads],
        players: [
          { active: { card: [ss(92), ss(42)], energy: [E.grass, E.fire] } },
          { active: 'base1-2', bench: [{ card: [ss(90), ss(27)] }] },
        ],
      })
      d.pick('Attack: Time Spiral').pick('Anorith')
      expect(stackOf(d.state, bench(d.state, 1, 0))).toEqual(heads ? [ss(90)] : [ss(90), ss(27)])
      expect(pile(d.state, 1, 'deck').includes(ss(27))).toBe(heads)
    })
})
