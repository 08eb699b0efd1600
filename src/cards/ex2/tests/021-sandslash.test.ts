import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, ss } from './helpers'

const SANDSLASH = [ss(75), ss(21)]

describe('ex2-21 Sandslash', () => {
  it("Sand Swirl does 20 and the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [{ active: { card: SANDSLASH, energy: [E.fighting, E.fire] } }, { active: 'base1-2', bench: [ss(75)] }],
    })
    d.pick('Attack: Sand Swirl')
    expect(active(d.state, 1).damage).toBe(20)
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
  })

  it('Earthquake does 60 and 10 to each of your own Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: SANDSLASH, energy: [E.fighting, E.fire, E.fire] }, bench: [ss(75), ss(85)] },
        { active: 'base1-2', bench: [ss(75)] },
      ],
    })
    d.pick('Attack: Earthquake')
    expect(active(d.state, 1).damage).toBe(60)
    expect([bench(d.state, 0, 0).damage, bench(d.state, 0, 1).damage, bench(d.state, 1, 0).damage]).toEqual([10, 10, 0])
  })
})
