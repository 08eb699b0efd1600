import { describe, expect, it } from 'vitest'
import { E, active, bench, game, ss, stackOf } from './helpers'

const { fire: R } = E

describe('ex2-60 Dunsparce', () => {
  it('Strike and Run: up to 3 Basic Pokémon onto the Bench, then Dunsparce may switch with one', () => {
    const d = game({
      players: [
        { active: { card: ss(60), energy: [R] }, deck: [ss(75), ss(85), ss(28), ss(82), ss(84)] },
        { active: 'base1-2' },
      ],
    })
    d.pick('Attack: Strike and Run')
    // Anorith is no Basic Pokémon.
    expect(d.labels().filter((l) => l !== 'Done')).toEqual(['Sandshrew', 'Zigzagoon', 'Trapinch', 'Wingull'])
    d.pickIndices([0, 1, 2])
    d.pick('Zigzagoon')
    expect(stackOf(d.state, active(d.state, 0))).toEqual([ss(85)])
    expect(d.state.players[0].bench.map((s) => stackOf(d.state, s))).toEqual([[ss(75)], [ss(60)], [ss(82)]])
  })

  it('Strike and Run: the switch may be declined', () => {
    const d = game({
      players: [{ active: { card: ss(60), energy: [R] }, deck: [ss(75)] }, { active: 'base1-2' }],
    })
    d.pick('Attack: Strike and Run').pickIndices([0]).pickIndices([])
    expect(stackOf(d.state, active(d.state, 0))).toEqual([ss(60)])
    expect(stackOf(d.state, bench(d.state, 0, 0))).toEqual([ss(75)])
  })

  for (const heads of [true, false])
    it(`Sudden Flash: 10${heads ? ', Paralyzed on heads' : ''}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: ss(60), energy: [R] } }, { active: 'base1-2' }] })
      d.pick('Attack: Sudden Flash')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })
})
