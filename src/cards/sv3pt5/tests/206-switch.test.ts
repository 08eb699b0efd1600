import { describe, expect, it } from 'vitest'
import { active, bench, game, menu, top } from './helpers'

const MACHOP = 'base1-52'
const PIKACHU = 'base1-58'

describe('sv3pt5-206 Switch', () => {
  it('switches your Active Pokémon with the Benched Pokémon you choose; the old Active loses its Special Conditions', () => {
    const d = game({
      players: [
        { active: { card: MACHOP, conditions: ['paralyzed'] }, bench: ['base1-46', PIKACHU], hand: ['sv3pt5-206'] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Switch').pick('Pikachu')
    expect(top(d.state, active(d.state, 0))).toBe(PIKACHU)
    expect(top(d.state, bench(d.state, 0, 1))).toBe(MACHOP)
    expect(bench(d.state, 0, 1).conditions.rotation).toBeNull()
  })
  it("can't be played without a Benched Pokémon", () => {
    expect(menu(game({ players: [{ active: MACHOP, hand: ['sv3pt5-206'] }, { active: MACHOP }] }))).not.toContain(
      'Play Switch',
    )
  })
})
