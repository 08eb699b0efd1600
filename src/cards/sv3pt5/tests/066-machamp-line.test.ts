import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, sv } from './helpers'

const oppDeck = [sv(63), sv(41), E.psychic, E.water]

describe('sv3pt5-66 Machop / sv3pt5-67 Machoke', () => {
  it("Mountain Mashing: discards the top card of the opponent's deck", () => {
    const d = game({ players: [{ active: { card: sv(66), energy: [E.fighting] } }, { active: sv(76), deck: oppDeck }] })
    d.pick('Attack: Mountain Mashing')
    expect(pile(d.state, 1, 'discard')).toEqual([sv(63)])
    expect(active(d.state, 1).damage).toBe(0)
  })
  it('Mountain Ramming: 50 damage and discards the top card', () => {
    const d = game({
      players: [
        { active: { card: [sv(66), sv(67)], energy: [E.fighting, E.fighting] } },
        { active: sv(76), deck: oppDeck },
      ],
    })
    d.pick('Attack: Mountain Ramming')
    expect(active(d.state, 1).damage).toBe(50)
    expect(pile(d.state, 1, 'discard')).toEqual([sv(63)])
  })
  it('Punch: 30 damage', () => {
    const d = game({ players: [{ active: { card: sv(66), energy: [E.fighting, E.fighting] } }, { active: sv(76) }] })
    d.pick('Attack: Punch')
    expect(active(d.state, 1).damage).toBe(30)
  })
})

describe('sv3pt5-68 Machamp', () => {
  const machamp = [sv(66), sv(67), sv(68)]

  it('Mountain Chopping: 100 damage and discards the top 2 cards (fewer if the deck is short)', () => {
    const d = game({
      players: [{ active: { card: machamp, energy: [E.fighting, E.fighting] } }, { active: sv(76), deck: oppDeck }],
    })
    d.pick('Attack: Mountain Chopping')
    expect(active(d.state, 1).damage).toBe(100)
    expect(pile(d.state, 1, 'discard')).toEqual([sv(63), sv(41)])
    const short = game({
      players: [{ active: { card: machamp, energy: [E.fighting, E.fighting] } }, { active: sv(76), deck: [sv(63)] }],
    })
    short.pick('Attack: Mountain Chopping')
    expect(pile(short.state, 1, 'discard')).toEqual([sv(63)])
  })

  const attacked = (flips: boolean[]) =>
    game({
      flips,
      players: [
        { active: { card: [sv(58), sv(59)], energy: [E.fire, E.fire, E.fire, E.fire] } },
        { active: { card: machamp, damage: 100 }, bench: [sv(66)] },
      ],
    })

  it('Guts, heads: not Knocked Out by an attack, left with 10 HP', () => {
    const d = attacked([true]).pick('Attack: Dynamite Fang')
    expect(active(d.state, 1).damage).toBe(170)
    expect(d.state.players[0].prizes).toHaveLength(6)
  })

  it('Guts, tails: Knocked Out', () => {
    const d = attacked([false]).pick('Attack: Dynamite Fang')
    expect(pile(d.state, 1, 'discard')).toContain(sv(68))
  })

  it("Guts does not help against damage counters from an attack (Mr. Mime's Psypower): they are not damage", () => {
    const d = game({
      flips: [true],
      players: [
        { active: { card: sv(122), energy: [E.psychic] } },
        { active: { card: machamp, damage: 160 }, bench: [sv(66)] },
      ],
    })
    d.pick('Attack: Psypower').pick('Machamp').pick('Machamp').pick('Machop')
    expect(pile(d.state, 1, 'discard')).toContain(sv(68))
    expect(d.events.some((e) => e.type === 'coin' && e.reason === 'Guts')).toBe(false)
  })

  it('Guts: damage from its own side\'s attack counts too (the card says "from an attack", not "your opponent\'s")', () => {
    // swsh2-100 Whiscash's Earthquake: 140 to the opponent's Active and 20 to each of its own Benched Pokémon.
    const d = game({
      flips: [true],
      players: [
        {
          active: { card: ['swsh2-99', 'swsh2-100'], energy: [E.fighting, E.fighting] },
          bench: [{ card: machamp, damage: 160 }],
        },
        { active: sv(143) },
      ],
    })
    d.pick('Attack: Earthquake')
    expect(d.events.some((e) => e.type === 'coin' && e.reason === 'Guts')).toBe(true)
    expect(bench(d.state, 0, 0).damage).toBe(170) // heads: left with 10 HP
    expect(d.state.players[1].prizes).toHaveLength(6)
  })

  it('Guts does not help against Poison between turns', () => {
    const d = game({
      flips: [true],
      players: [
        { active: sv(63) },
        { active: { card: machamp, damage: 170, conditions: ['poisoned'] }, bench: [sv(66)] },
      ],
    })
    d.pick('End turn')
    expect(pile(d.state, 1, 'discard')).toContain(sv(68))
  })
})
