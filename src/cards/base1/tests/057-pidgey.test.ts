import { describe, expect, it } from 'vitest'
import { E, active, bench, both, game, top } from './helpers'

describe('base1-57 Pidgey — Whirlwind', () => {
  it.each(both)('damages first, then the opponent picks the Benched Pokémon to switch in (%s)', (rules) => {
    const d = game({
      rules,
      players: [
        { active: { card: 'base1-57', energy: [E.water, E.water] } },
        { active: 'base1-56', bench: ['base1-41', 'base1-61'] },
      ],
    })
    d.pick('Attack: Whirlwind')
    expect(d.decision.seat).toBe(1)
    expect(d.labels()).toEqual(['Seel', 'Rattata'])
    d.pick('Rattata')
    expect(top(d.state, active(d.state, 1))).toBe('base1-61')
    const onix = d.state.players[1].bench.find((s) => top(d.state, s) === 'base1-56')!
    expect(onix.damage).toBe(10)
    expect(active(d.state, 1).damage).toBe(0)
  })
  it('with no Benched Pokémon it only does damage', () => {
    const d = game({ players: [{ active: { card: 'base1-57', energy: [E.water, E.water] } }, { active: 'base1-56' }] })
    d.pick('Attack: Whirlwind')
    expect(d.state.current).toBe(1)
    expect(active(d.state, 1).damage).toBe(10)
  })
  it('Special Conditions go away with the switch', () => {
    const d = game({
      players: [
        { active: { card: 'base1-57', energy: [E.water, E.water] } },
        { active: { card: 'base1-56', conditions: ['confused'] }, bench: ['base1-41'] },
      ],
    })
    d.pick('Attack: Whirlwind').pick('Seel')
    expect(bench(d.state, 1, 0).conditions.rotation).toBeNull()
  })
  it('if the damage Knocks Out the Defending Pokémon, the opponent still ends up choosing the new Active', () => {
    const d = game({
      players: [
        { active: { card: 'base1-57', energy: [E.water, E.water] } },
        { active: { card: 'base1-61', damage: 20 }, bench: ['base1-41', 'base1-56'] },
      ],
    })
    d.pick('Attack: Whirlwind').pick('Onix')
    if (d.state.pending?.ask === 'take-prize') d.pickIndices([0])
    expect(top(d.state, active(d.state, 1))).toBe('base1-56')
    expect(d.state.players[1].bench.map((s) => top(d.state, s))).toEqual(['base1-41'])
    expect(d.state.players[0].prizes.length).toBe(5)
  })
})
