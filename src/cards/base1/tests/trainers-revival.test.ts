import { describe, expect, it } from 'vitest'
import { canPlay, game, pile, stackOf } from './trainer-helpers'

describe('base1-89 Revive', () => {
  it('puts a Basic Pokémon from your discard pile onto your Bench with half its HP as damage, rounded down to 10', () => {
    const d = game({
      players: [
        { active: 'water-basic', hand: ['base1-89'], discard: ['fire-basic', 'fire-stage1'] },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Revive')
    expect(d.labels()).toEqual(['Flamelet'])
    d.pick('Flamelet')
    const b = d.state.players[0].bench[0]!
    expect(stackOf(d.state, b)).toEqual(['fire-basic'])
    expect(b.damage).toBe(20) // 50 HP: half is 25, rounded down to 20
  })
  it("can't be played with a full Bench or without a Basic Pokémon in the discard pile", () => {
    const full = ['grass-basic', 'grass-basic', 'grass-basic', 'grass-basic', 'grass-basic']
    expect(
      canPlay(
        game({
          players: [
            { active: 'water-basic', bench: full, hand: ['base1-89'], discard: ['fire-basic'] },
            { active: 'fire-basic' },
          ],
        }),
        'Revive',
      ),
    ).toBe(false)
    expect(
      canPlay(
        game({
          players: [
            { active: 'water-basic', hand: ['base1-89'], discard: ['fire-stage1', 'base1-70'] },
            { active: 'fire-basic' },
          ],
        }),
        'Revive',
      ),
    ).toBe(false)
  })
})

describe('base1-86 Pokémon Flute', () => {
  it("puts a Basic Pokémon from the opponent's discard pile onto their Bench", () => {
    const d = game({
      players: [
        { active: 'water-basic', hand: ['base1-86'] },
        { active: 'fire-basic', discard: ['grass-basic', 'fire-stage1'] },
      ],
    })
    d.pick('Play Pokémon Flute').pick('Leaflet')
    expect(stackOf(d.state, d.state.players[1].bench[0])).toEqual(['grass-basic'])
    expect(d.state.players[1].bench[0]!.damage).toBe(0)
    expect(pile(d.state, 1, 'discard')).toEqual(['fire-stage1'])
  })
  it("can't be played if the opponent's Bench is full or their discard pile has no Basic Pokémon", () => {
    const full = ['grass-basic', 'grass-basic', 'grass-basic', 'grass-basic', 'grass-basic']
    expect(
      canPlay(
        game({
          players: [
            { active: 'water-basic', hand: ['base1-86'] },
            { active: 'fire-basic', bench: full, discard: ['fire-basic'] },
          ],
        }),
        'Pokémon Flute',
      ),
    ).toBe(false)
    expect(
      canPlay(
        game({
          players: [{ active: 'water-basic', hand: ['base1-86'], discard: ['fire-basic'] }, { active: 'fire-basic' }],
        }),
        'Pokémon Flute',
      ),
    ).toBe(false)
  })
})
