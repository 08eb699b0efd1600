import { describe, expect, it } from 'vitest'
import { active, canPlay, game, pile, stackOf } from './trainer-helpers'

describe('base1-95 Switch', () => {
  it('switches your Active with a Benched Pokémon; the old Active loses its conditions', () => {
    const d = game({
      players: [
        { active: { card: 'water-basic', conditions: ['asleep'] }, bench: ['fire-basic'], hand: ['base1-95'] },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Switch').pick('Flamelet')
    expect(stackOf(d.state, active(d.state, 0))).toEqual(['fire-basic'])
    expect(d.state.players[0].bench[0]!.conditions.rotation).toBeNull()
  })
  it("can't be played without a Benched Pokémon", () => {
    expect(
      canPlay(game({ players: [{ active: 'water-basic', hand: ['base1-95'] }, { active: 'fire-basic' }] }), 'Switch'),
    ).toBe(false)
  })
})

describe('base1-93 Gust of Wind', () => {
  it("you choose which of the opponent's Benched Pokémon becomes their Active", () => {
    const d = game({
      players: [
        { active: 'water-basic', hand: ['base1-93'] },
        { active: 'fire-basic', bench: ['grass-basic', 'big-basic'] },
      ],
    })
    d.pick('Play Gust of Wind')
    expect(d.decision.seat).toBe(0)
    d.pick('Boulderback')
    expect(stackOf(d.state, active(d.state, 1))).toEqual(['big-basic'])
    expect(d.state.players[1].bench.map((b) => stackOf(d.state, b)[0]).sort()).toEqual(['fire-basic', 'grass-basic'])
  })
  it("can't be played when the opponent has no Bench", () => {
    expect(
      canPlay(
        game({ players: [{ active: 'water-basic', hand: ['base1-93'] }, { active: 'fire-basic' }] }),
        'Gust of Wind',
      ),
    ).toBe(false)
  })
})

describe('base1-78 Scoop Up', () => {
  it('returns the Basic card to your hand, discards Evolution and attached cards, and a new Active is chosen', () => {
    const d = game({
      players: [
        {
          active: { card: ['fire-basic', 'fire-stage1'], damage: 30, energy: ['energy-fire'] },
          bench: ['water-basic', 'grass-basic'],
          hand: ['base1-78'],
        },
        { active: 'water-basic' },
      ],
    })
    d.pick('Play Scoop Up').pick('Flamewing')
    expect(d.decision.ask).toBe('promote')
    d.pick('Leaflet')
    expect(pile(d.state, 0, 'hand')).toEqual(['fire-basic'])
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['base1-78', 'energy-fire', 'fire-stage1'])
    expect(stackOf(d.state, active(d.state, 0))).toEqual(['grass-basic'])
    expect(d.state.players[1].prizes.length).toBe(6) // not a Knock Out
  })
  it('can pick up a Benched Pokémon', () => {
    const d = game({
      players: [{ active: 'water-basic', bench: ['fire-basic'], hand: ['base1-78'] }, { active: 'water-basic' }],
    })
    d.pick('Play Scoop Up').pick('Flamelet')
    expect(pile(d.state, 0, 'hand')).toEqual(['fire-basic'])
    expect(d.state.players[0].bench).toEqual([])
  })
  it("can't be played with only one Pokémon in play", () => {
    expect(
      canPlay(game({ players: [{ active: 'water-basic', hand: ['base1-78'] }, { active: 'fire-basic' }] }), 'Scoop Up'),
    ).toBe(false)
  })
})
