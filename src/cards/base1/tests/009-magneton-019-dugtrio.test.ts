import { describe, expect, it } from 'vitest'
import { E, P, active, bench, both, game } from './helpers'

describe('base1-9 Magneton, base1-19 Dugtrio', () => {
  for (const rules of both) {
    it(`Selfdestruct: 80 to the Defending Pokémon, 20 to every Benched Pokémon (no W/R), 80 to Magneton (${rules})`, () => {
      const d = game({
        rules,
        players: [
          {
            active: { card: [P.magnemite, P.magneton], energy: [E.lightning, E.lightning, E.fire, E.fire] },
            bench: [P.chansey, P.machoke],
          },
          { active: P.chansey, bench: [P.dragonair, P.pidgeotto] },
        ],
      })
      d.pick('Attack: Selfdestruct').pick('Prize card 1').pick('Chansey')
      expect(active(d.state, 1).damage).toBe(80)
      expect(bench(d.state, 1, 0).damage).toBe(20)
      // Pidgeotto is weak to Lightning, but Weakness does not apply on the Bench.
      expect(bench(d.state, 1, 1).damage).toBe(20)
      // Magneton was Knocked Out by its own 80; seat 0 promoted a Chansey, which has 20 from the Bench damage.
      expect(active(d.state, 0).damage).toBe(20)
    })
  }

  it('Thunder Wave: 30, Paralyzed on heads', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: P.magneton, energy: [E.lightning, E.lightning, E.fire] } }, { active: P.chansey }],
      })
      d.pick('Attack: Thunder Wave')
      expect(active(d.state, 1).damage).toBe(30)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })

  it('Earthquake: 70, and 10 to each of your own Benched Pokémon', () => {
    const d = game({
      players: [
        {
          active: { card: P.dugtrio, energy: [E.fighting, E.fighting, E.fighting, E.fighting] },
          bench: [P.dratini, P.chansey],
        },
        { active: P.dragonair, bench: [P.dratini] },
      ],
    })
    d.pick('Attack: Earthquake')
    expect(active(d.state, 1).damage).toBe(70)
    expect(bench(d.state, 0, 0).damage).toBe(10)
    expect(bench(d.state, 0, 1).damage).toBe(10)
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })
})
