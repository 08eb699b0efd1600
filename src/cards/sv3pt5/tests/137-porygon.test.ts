import { describe, expect, it } from 'vitest'
import { E, active, bench, game, sv } from './helpers'

const damageDone = (events: { type: string }[]): number[] =>
  events.flatMap((e) => (e.type === 'damage' ? [(e as unknown as { amount: number }).amount] : []))

describe('sv3pt5-137 Porygon', () => {
  it('Conversion 4 makes the Defending Pokémon weak to the chosen type until it leaves the Active Spot', () => {
    const d = game({
      players: [
        {
          active: { card: sv(137), energy: [E.psychic] },
          bench: [{ card: sv(150), energy: [E.psychic, E.psychic, E.psychic] }],
        },
        { active: sv(115), bench: [sv(116)] },
      ],
    })
    d.pick('Attack: Conversion 4')
    expect(d.labels()).toEqual([
      'Grass',
      'Fire',
      'Water',
      'Lightning',
      'Psychic',
      'Fighting',
      'Darkness',
      'Metal',
      'Dragon',
    ])
    d.pick('Psychic')
    d.pick('End turn')
    d.pick('Retreat to Mewtwo')
    const before = d.events.length
    d.pick('Attack: Psyslash')
    // Kangaskhan ex is now weak to Psychic: 130 × 2.
    expect(damageDone(d.events.slice(before))).toEqual([260])
  })

  it('Conversion 4 ends when the Defending Pokémon goes to the Bench; a Pokémon with no Weakness gets none', () => {
    const d = game({
      players: [
        { active: { card: sv(137), energy: [E.psychic] } },
        { active: { card: sv(115), energy: [E.fire, E.fire] }, bench: [sv(147)] },
      ],
    })
    d.pick('Attack: Conversion 4').pick('Psychic')
    expect(active(d.state, 1).markers.length).toBe(1)
    d.pick('Retreat to Dratini')
    expect(bench(d.state, 1, 0).markers).toEqual([])
  })

  it('Conversion 4 gives no Weakness to a Pokémon that has none', () => {
    const d = game({
      players: [
        { active: { card: sv(137), energy: [E.psychic] }, bench: [{ card: sv(150), energy: [E.psychic, E.psychic] }] },
        { active: sv(147) },
      ],
    })
    d.pick('Attack: Conversion 4').pick('Psychic').pick('End turn').pick('Retreat to Mewtwo')
    d.pick('Attack: Reflective Barrier')
    expect(active(d.state, 1).damage).toBe(20)
  })
})
