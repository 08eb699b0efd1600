import { describe, expect, it } from 'vitest'
import { E, active, bench, both, game, pile, top } from './helpers'

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
  it('if the damage Knocks Out the Defending Pokémon, there is no switch: the opponent promotes as usual', () => {
    const d = game({
      players: [
        { active: { card: 'base1-57', energy: [E.water, E.water] } },
        { active: { card: 'base1-61', damage: 20 }, bench: ['base1-41', 'base1-56'] },
      ],
    })
    d.pick('Attack: Whirlwind')
    expect(d.state.pending?.ask).toBe('take-prize')
    d.pickIndices([0])
    expect(d.state.pending?.ask).toBe('promote')
    d.pick('Onix')
    expect(top(d.state, active(d.state, 1))).toBe('base1-56')
    expect(d.state.players[1].bench.map((s) => top(d.state, s))).toEqual(['base1-41'])
    expect(d.state.players[0].prizes.length).toBe(5)
  })
  // "Do the damage before switching": the switch is for a Defending Pokémon that is still in play. One the damage
  // Knocked Out stays in the Active Spot until it is discarded, so the effects of its own last attack still count
  // there: Gastly's Destiny Bond ("if a Pokémon Knocks Out Gastly during your opponent's next turn, Knock Out that
  // Pokémon") Knocks Out Pidgey. (Switching it to the Bench first ended Destiny Bond, rules.md SC-7.)
  it('Knocking Out Gastly under Destiny Bond Knocks Out Pidgey too', () => {
    const d = game({
      players: [
        { active: { card: 'base1-50', damage: 20, energy: [E.psychic, E.psychic] }, bench: ['base1-61'] },
        { active: { card: 'base1-57', energy: [E.water, E.water] }, bench: ['base1-41'] },
      ],
    })
    d.pick('Attack: Destiny Bond').pick('Attack: Whirlwind')
    while (d.state.pending?.ask === 'take-prize' || d.state.pending?.ask === 'promote') d.pickIndices([0])
    expect(pile(d.state, 0, 'discard')).toContain('base1-50')
    expect(pile(d.state, 1, 'discard')).toContain('base1-57')
    expect(d.state.players[0].prizes.length).toBe(5)
    expect(d.state.players[1].prizes.length).toBe(5)
  })
})
