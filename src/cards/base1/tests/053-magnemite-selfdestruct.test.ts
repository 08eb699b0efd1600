import { describe, expect, it } from 'vitest'
import { E, active, bench, both, game, pile } from './helpers'

describe('base1-53 Magnemite — Selfdestruct', () => {
  it.each(both)('40 to the Defending Pokémon, 10 to every Benched Pokémon (no W/R), 40 to itself (%s)', (rules) => {
    const d = game({
      rules,
      players: [
        { active: { card: 'base1-53', energy: [E.lightning, E.lightning] }, bench: ['base1-56', 'base1-63'] },
        // Onix (weak to Grass) Active; Benched Squirtle is weak to Lightning, Benched Diglett resists it.
        { active: 'base1-56', bench: ['base1-63', 'base1-47'] },
      ],
    })
    d.pick('Attack: Selfdestruct')
    if (d.state.pending?.ask === 'take-prize') d.pickIndices([0])
    if (d.state.pending?.ask === 'promote') d.pick('Onix')
    expect(active(d.state, 1).damage).toBe(40)
    expect(bench(d.state, 1, 0).damage).toBe(10) // Squirtle: no Weakness on the Bench
    expect(bench(d.state, 1, 1).damage).toBe(10) // Diglett: no Resistance on the Bench
    // Magnemite (40 HP) is Knocked Out by its own 40; its own Bench took 10 each.
    expect(pile(d.state, 0, 'discard')).toContain('base1-53')
    expect(d.state.players[1].prizes.length).toBe(5)
    const own = [active(d.state, 0), bench(d.state, 0, 0)]
    expect(own.map((s) => s.damage).sort()).toEqual([10, 10])
  })
  it('Weakness applies to the Defending Pokémon', () => {
    const d = game({
      players: [
        { active: { card: 'base1-53', energy: [E.lightning, E.lightning] }, bench: ['base1-56'] },
        { active: { card: ['base1-63', 'base1-42'] } },
      ],
    })
    d.pick('Attack: Selfdestruct')
    while (d.state.pending?.ask === 'take-prize') d.pickIndices([0])
    expect(pile(d.state, 1, 'discard')).toContain('base1-42') // 80 ≥ 70
  })
})
