import { describe, expect, it } from 'vitest'
import { active, canPlay, game, pile } from './trainer-helpers'

describe('base1-94 Potion', () => {
  it('removes up to 2 damage counters from one of your Pokémon', () => {
    const d = game({
      players: [
        {
          active: { card: 'water-basic', damage: 30 },
          bench: [{ card: 'fire-basic', damage: 10 }],
          hand: ['base1-94', 'base1-94'],
        },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Potion').pick('Splashling')
    expect(active(d.state, 0).damage).toBe(10)
    d.pick('Play Potion').pick('Flamelet')
    expect(d.state.players[0].bench[0]!.damage).toBe(0)
  })
  it("can't be played when none of your Pokémon has damage", () => {
    expect(
      canPlay(game({ players: [{ active: 'water-basic', hand: ['base1-94'] }, { active: 'fire-basic' }] }), 'Potion'),
    ).toBe(false)
  })
})

describe('base1-90 Super Potion', () => {
  it('discards 1 Energy card from the Pokémon, then removes up to 4 damage counters from it', () => {
    const d = game({
      players: [
        { active: { card: 'big-basic', damage: 60, energy: ['energy-fighting', 'base1-96'] }, hand: ['base1-90'] },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Super Potion').pick('Boulderback').pick('Double Colorless Energy')
    const a = active(d.state, 0)
    expect(a.damage).toBe(20)
    expect(a.energy.length).toBe(1)
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['base1-90', 'base1-96'])
  })
  it("can't be played unless a damaged Pokémon of yours has Energy attached", () => {
    expect(
      canPlay(
        game({
          players: [
            {
              active: { card: 'water-basic', damage: 20 },
              bench: [{ card: 'fire-basic', energy: ['energy-fire'] }],
              hand: ['base1-90'],
            },
            { active: 'fire-basic' },
          ],
        }),
        'Super Potion',
      ),
    ).toBe(false)
  })
})

describe('base1-82 Full Heal', () => {
  it('your Active recovers from Asleep, Confused, Paralyzed and Poisoned', () => {
    const d = game({
      players: [
        { active: { card: 'water-basic', conditions: ['paralyzed', 'poisoned'] }, hand: ['base1-82'] },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Full Heal')
    const c = active(d.state, 0).conditions
    expect(c.rotation).toBeNull()
    expect(c.poisoned).toBe(false)
  })
  it('modern: a Burn is not removed (the card lists four conditions)', () => {
    const d = game({
      rules: 'modern',
      players: [
        { active: { card: 'water-basic', conditions: ['asleep', 'burned'] }, hand: ['base1-82'] },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Full Heal')
    expect(active(d.state, 0).conditions.rotation).toBeNull()
    expect(active(d.state, 0).conditions.burned).toBe(true)
  })
})

describe('base1-85 Pokémon Center', () => {
  it('heals every damaged Pokémon of yours and discards their Energy; undamaged ones keep theirs', () => {
    const d = game({
      players: [
        {
          active: { card: 'water-basic', damage: 40, energy: ['energy-water', 'energy-water'] },
          bench: [{ card: 'fire-basic', energy: ['energy-fire'] }],
          hand: ['base1-85'],
        },
        { active: { card: 'fire-basic', damage: 20, energy: ['energy-fire'] } },
      ],
    })
    d.pick('Play Pokémon Center')
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 0).energy).toEqual([])
    expect(d.state.players[0].bench[0]!.energy.length).toBe(1)
    expect(active(d.state, 1).damage).toBe(20) // the opponent's Pokémon are untouched
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['base1-85', 'energy-water', 'energy-water'])
  })
  it("can't be played when none of your Pokémon has damage", () => {
    expect(
      canPlay(
        game({
          players: [{ active: 'water-basic', hand: ['base1-85'] }, { active: { card: 'fire-basic', damage: 20 } }],
        }),
        'Pokémon Center',
      ),
    ).toBe(false)
  })
})
