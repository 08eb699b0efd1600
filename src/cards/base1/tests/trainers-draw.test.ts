import { describe, expect, it } from 'vitest'
import { canPlay, game, pile } from './trainer-helpers'

const deck = [
  'energy-water',
  'energy-grass',
  'energy-psychic',
  'energy-fighting',
  'energy-lightning',
  'energy-fire',
  'energy-water',
  'energy-grass',
  'energy-grass',
]

describe('base1-91 Bill', () => {
  for (const rules of ['classic1999', 'modern'] as const) {
    it(`${rules}: draws 2 cards and is discarded`, () => {
      const d = game({
        rules,
        players: [{ active: 'water-basic', hand: ['base1-91'], deck }, { active: 'fire-basic' }],
      }).pick('Play Bill')
      expect(pile(d.state, 0, 'hand')).toEqual(['energy-water', 'energy-grass'])
      expect(pile(d.state, 0, 'discard')).toEqual(['base1-91'])
    })
  }
  it('draws what is left from a short deck without losing', () => {
    const d = game({
      players: [{ active: 'water-basic', hand: ['base1-91'], deck: ['energy-water'] }, { active: 'fire-basic' }],
    }).pick('Play Bill')
    expect(pile(d.state, 0, 'hand')).toEqual(['energy-water'])
    expect(d.state.result).toBeNull()
  })
})

describe('base1-88 Professor Oak', () => {
  it('discards the rest of your hand, then draws 7', () => {
    const d = game({
      players: [
        { active: 'water-basic', hand: ['base1-88', 'fire-basic', 'base1-91'], deck },
        { active: 'fire-basic' },
      ],
    }).pick('Play Professor Oak')
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['base1-88', 'base1-91', 'fire-basic'].sort())
    expect(pile(d.state, 0, 'hand')).toEqual(deck.slice(0, 7))
  })
  it('modern: it is an Item, so it can be played with a Supporter in the same turn', () => {
    const d = game({
      rules: 'modern',
      players: [{ active: 'water-basic', hand: ['supporter-draw', 'base1-88'], deck }, { active: 'fire-basic' }],
    })
    d.pick('Play Professor Test')
    expect(canPlay(d, 'Professor Oak')).toBe(true)
  })
})

describe('base1-73 Impostor Professor Oak', () => {
  it('the opponent shuffles their hand into their deck and draws 7; your hand is untouched', () => {
    const d = game({
      players: [
        { active: 'water-basic', hand: ['base1-73', 'fire-basic'] },
        {
          active: 'fire-basic',
          hand: ['grass-basic', 'grass-basic'],
          deck: [
            'energy-water',
            'energy-water',
            'energy-water',
            'energy-water',
            'energy-water',
            'energy-water',
            'energy-water',
          ],
        },
      ],
    }).pick('Play Impostor Professor Oak')
    expect(d.state.players[1].hand.length).toBe(7)
    expect(d.state.players[1].deck.length).toBe(2)
    expect(
      pile(d.state, 1, 'hand')
        .concat(pile(d.state, 1, 'deck'))
        .filter((x) => x === 'grass-basic').length,
    ).toBe(2)
    expect(pile(d.state, 0, 'hand')).toEqual(['fire-basic'])
  })
})

describe('base1-83 Maintenance', () => {
  it('shuffles 2 chosen cards from your hand into your deck and draws 1', () => {
    const d = game({
      players: [
        { active: 'water-basic', hand: ['base1-83', 'fire-basic', 'grass-basic', 'base1-91'], deck: ['energy-water'] },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Maintenance').pick('Flamelet', 'Leaflet')
    expect(pile(d.state, 0, 'hand').length).toBe(2)
    expect(pile(d.state, 0, 'hand')).toContain('base1-91')
    expect(d.state.players[0].deck.length).toBe(2)
    expect(pile(d.state, 0, 'discard')).toEqual(['base1-83'])
  })
  it("can't be played with fewer than 2 other cards in hand", () => {
    const d = game({ players: [{ active: 'water-basic', hand: ['base1-83', 'fire-basic'] }, { active: 'fire-basic' }] })
    expect(canPlay(d, 'Maintenance')).toBe(false)
  })
})

describe('base1-75 Lass', () => {
  it('both players show their hands and shuffle their Trainer cards into their decks', () => {
    const d = game({
      players: [
        { active: 'water-basic', hand: ['base1-75', 'base1-91', 'fire-basic'], deck: [] },
        { active: 'fire-basic', hand: ['base1-94', 'base1-95', 'energy-water'], deck: [] },
      ],
    }).pick('Play Lass')
    expect(pile(d.state, 0, 'hand')).toEqual(['fire-basic'])
    expect(pile(d.state, 0, 'deck')).toEqual(['base1-91'])
    expect(pile(d.state, 1, 'hand')).toEqual(['energy-water'])
    expect(pile(d.state, 1, 'deck').sort()).toEqual(['base1-94', 'base1-95'])
    expect(pile(d.state, 0, 'discard')).toEqual(['base1-75'])
    const reveals = d.events.filter((e) => e.type === 'reveal')
    expect(reveals.map((e) => e.seat).sort()).toEqual([0, 1])
  })
})
