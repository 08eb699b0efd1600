import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'

describe('base1-39 Porygon — Conversion 1', () => {
  const start = (rules: 'classic1999' | 'modern' = 'classic1999') =>
    game({
      rules,
      players: [
        { active: { card: 'base1-39', energy: [E.water, E.water] }, bench: [{ card: 'base1-41', energy: [E.water] }] },
        { active: { card: 'base1-52', energy: [E.fighting] }, bench: ['base1-61'] },
      ],
    })

  it.each(both)("changes the Defending Pokémon's Weakness: a Water attack now does double (%s)", (rules) => {
    const d = start(rules).pick('Attack: Conversion 1')
    expect(d.labels()).toEqual(['Grass', 'Fire', 'Water', 'Lightning', 'Psychic (no change)', 'Fighting'])
    d.pick('Water').pick('End turn')
    // Back on Porygon's side: retreat to Seel and Headbutt (10) the Machop, now weak to Water.
    d.pick('Retreat to Seel').pick('Attack: Headbutt')
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('without it, Seel does 10 to Machop', () => {
    const d = start().pick('Attack: Conversion 1').pick('Psychic (no change)').pick('End turn')
    d.pick('Retreat to Seel').pick('Attack: Headbutt')
    expect(active(d.state, 1).damage).toBe(10)
  })
  it('ends when the changed Pokémon goes to the Bench', () => {
    const d = start().pick('Attack: Conversion 1').pick('Water').pick('Retreat to Rattata').pick('End turn')
    expect(d.state.players[1].bench[0]!.markers).toEqual([])
  })
  it('lasts beyond the next turn while the Pokémon stays Active', () => {
    const d = start().pick('Attack: Conversion 1').pick('Water').pick('End turn').pick('End turn').pick('End turn')
    d.pick('Retreat to Seel').pick('Attack: Headbutt')
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('asks nothing when the Defending Pokémon has no Weakness', () => {
    const d = game({ players: [{ active: { card: 'base1-39', energy: [E.water] } }, { active: 'base1-50' }] })
    d.pick('Attack: Conversion 1')
    expect(d.state.current).toBe(1)
    expect(active(d.state, 1).markers).toEqual([])
  })
})

describe('base1-39 Porygon — Conversion 2', () => {
  it.each(both)("gives Porygon Resistance to the chosen type: Machop's Low Kick goes 20 ×2 −30 = 10 (%s)", (rules) => {
    const d = game({
      rules,
      players: [
        { active: { card: 'base1-39', energy: [E.water, E.water] } },
        { active: { card: 'base1-52', energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Conversion 2').pick('Fighting').pick('Attack: Low Kick')
    expect(active(d.state, 0).damage).toBe(10)
  })
  it('replaces the printed Psychic Resistance', () => {
    const d = game({
      players: [
        { active: { card: 'base1-39', energy: [E.water, E.water] } },
        { active: { card: 'base1-43', energy: [E.psychic] } },
      ],
      flips: [false],
    })
    d.pick('Attack: Conversion 2').pick('Fire').pick('Attack: Psyshock')
    expect(active(d.state, 0).damage).toBe(10) // no longer 10 − 30
  })
  it('without it, Low Kick Knocks Out Porygon (20 ×2 = 40)', () => {
    const d = game({
      players: [
        { active: { card: 'base1-39', energy: [E.water, E.water] }, bench: ['base1-61'] },
        { active: { card: 'base1-52', energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Conversion 2').pick('Grass').pick('Attack: Low Kick')
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toContain('base1-39')
  })
  it('a second Conversion 2 replaces the first', () => {
    const d = game({
      players: [
        { active: { card: 'base1-39', energy: [E.water, E.water] } },
        { active: { card: 'base1-52', energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Conversion 2')
      .pick('Fighting')
      .pick('End turn')
      .pick('Attack: Conversion 2')
      .pick('Water')
      .pick('Attack: Low Kick')
    expect(d.state.players[0].active).toBeNull() // 40 again: Knocked Out
  })
})
