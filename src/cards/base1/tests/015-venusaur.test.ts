import { describe, expect, it } from 'vitest'
import { E, P, active, bench, both, energyOf, game, menu } from './helpers'

describe('base1-15 Venusaur', () => {
  for (const rules of both) {
    it(`Energy Trans moves Grass Energy cards between your Pokémon as often as you like (${rules})`, () => {
      const d = game({
        rules,
        players: [
          {
            active: { card: P.venusaur, energy: [E.grass, E.fire] },
            bench: [{ card: P.ivysaur, energy: [E.grass, E.grass] }, P.dratini],
          },
          { active: P.chansey },
        ],
      })
      // Only Pokémon with Grass Energy are offered as the source; Fire Energy never moves.
      d.pick('Use Energy Trans')
      expect(d.labels()).toEqual(['Venusaur', 'Ivysaur'])
      d.pick('Ivysaur').pick('Grass Energy').pick('Venusaur')
      d.pick('Use Energy Trans').pick('Ivysaur').pick('Grass Energy').pick('Venusaur')
      expect(energyOf(d.state, active(d.state, 0)).sort()).toEqual([E.fire, E.grass, E.grass, E.grass].sort())
      expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([])
      d.pick('Use Energy Trans').pick('Venusaur').pick('Grass Energy').pick('Dratini')
      expect(energyOf(d.state, bench(d.state, 0, 1))).toEqual([E.grass])
    })
  }

  it('is off while Venusaur is Asleep, Confused or Paralyzed', () => {
    for (const cond of ['asleep', 'confused', 'paralyzed'] as const) {
      const d = game({
        players: [
          { active: { card: P.venusaur, energy: [E.grass], conditions: [cond] }, bench: [P.dratini] },
          { active: P.chansey },
        ],
      })
      expect(menu(d)).not.toContain('Use Energy Trans')
    }
  })

  it('Solarbeam: 60', () => {
    const d = game({
      players: [{ active: { card: P.venusaur, energy: [E.grass, E.grass, E.grass, E.grass] } }, { active: P.chansey }],
    })
    d.pick('Attack: Solarbeam')
    expect(active(d.state, 1).damage).toBe(60)
  })
})
