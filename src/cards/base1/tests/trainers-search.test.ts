import { describe, expect, it } from 'vitest'
import { canPlay, game, pile } from './trainer-helpers'

describe('base1-71 Computer Search', () => {
  it('discards 2 other cards, then puts any card from the deck into your hand', () => {
    const d = game({
      players: [
        {
          active: 'water-basic',
          hand: ['base1-71', 'fire-basic', 'grass-basic', 'base1-91'],
          deck: ['energy-water', 'base1-94', 'energy-grass'],
        },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Computer Search').pick('Flamelet', 'Leaflet')
    expect(d.decision.ask).toBe('choose-cards')
    expect(d.decision.publicOptions).toBeFalsy()
    d.pick('Potion')
    expect(pile(d.state, 0, 'hand').sort()).toEqual(['base1-91', 'base1-94'])
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['base1-71', 'fire-basic', 'grass-basic'])
    expect(d.state.players[0].deck.length).toBe(2)
  })
  it("can't be played with only 1 other card in hand", () => {
    const d = game({ players: [{ active: 'water-basic', hand: ['base1-71', 'fire-basic'] }, { active: 'fire-basic' }] })
    expect(canPlay(d, 'Computer Search')).toBe(false)
  })
})

describe('base1-74 Item Finder', () => {
  it('discards 2 other cards, then takes a Trainer card from the discard pile', () => {
    const d = game({
      players: [
        {
          active: 'water-basic',
          hand: ['base1-74', 'fire-basic', 'grass-basic'],
          discard: ['base1-93', 'energy-fire'],
        },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Item Finder').pick('Flamelet', 'Leaflet')
    expect(d.labels()).toEqual(['Gust of Wind'])
    d.pick('Gust of Wind')
    expect(pile(d.state, 0, 'hand')).toEqual(['base1-93'])
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['base1-74', 'energy-fire', 'fire-basic', 'grass-basic'].sort())
  })
  it("can't be played without a Trainer in the discard pile or without 2 other cards", () => {
    expect(
      canPlay(
        game({
          players: [
            { active: 'water-basic', hand: ['base1-74', 'fire-basic', 'grass-basic'], discard: ['energy-fire'] },
            { active: 'fire-basic' },
          ],
        }),
        'Item Finder',
      ),
    ).toBe(false)
    expect(
      canPlay(
        game({
          players: [
            { active: 'water-basic', hand: ['base1-74', 'fire-basic'], discard: ['base1-93'] },
            { active: 'fire-basic' },
          ],
        }),
        'Item Finder',
      ),
    ).toBe(false)
  })
})

describe('base1-77 Pokémon Trader', () => {
  it('trades a Pokémon card from hand for one from the deck, showing both', () => {
    const d = game({
      players: [
        {
          active: 'water-basic',
          hand: ['base1-77', 'fire-basic'],
          deck: ['energy-water', 'fire-stage2', 'energy-grass'],
        },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Pokémon Trader').pick('Flamelet')
    expect(d.labels()).toEqual(['Flamelord']) // only Pokémon cards can be taken
    d.pick('Flamelord')
    expect(pile(d.state, 0, 'hand')).toEqual(['fire-stage2'])
    expect(pile(d.state, 0, 'deck').sort()).toEqual(['energy-grass', 'energy-water', 'fire-basic'].sort())
    const shown = d.events
      .filter((e) => e.type === 'reveal')
      .flatMap((e) => (e.type === 'reveal' ? e.cards.map((c) => c.def) : []))
    expect(shown).toEqual(['fire-basic', 'fire-stage2'])
  })
  it('keeps your card if the deck has no Pokémon', () => {
    const d = game({
      players: [
        { active: 'water-basic', hand: ['base1-77', 'fire-basic'], deck: ['energy-water'] },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Pokémon Trader').pick('Flamelet')
    expect(pile(d.state, 0, 'hand')).toEqual(['fire-basic'])
  })
  it("can't be played without a Pokémon card in hand", () => {
    expect(
      canPlay(
        game({ players: [{ active: 'water-basic', hand: ['base1-77', 'energy-fire'] }, { active: 'fire-basic' }] }),
        'Pokémon Trader',
      ),
    ).toBe(false)
  })
})

describe('base1-81 Energy Retrieval', () => {
  it('discards 1 other card, then takes up to 2 basic Energy cards from the discard pile', () => {
    const d = game({
      players: [
        {
          active: 'water-basic',
          hand: ['base1-81', 'fire-basic'],
          discard: ['energy-water', 'energy-grass', 'energy-fire', 'base1-96'],
        },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Play Energy Retrieval').pick('Flamelet')
    expect(d.labels()).not.toContain('Double Colorless Energy')
    expect(d.decision.max).toBe(2)
    d.pick('Water Energy', 'Grass Energy')
    expect(pile(d.state, 0, 'hand').sort()).toEqual(['energy-grass', 'energy-water'])
  })
  it("can't be played without another card in hand or without basic Energy in the discard pile", () => {
    expect(
      canPlay(
        game({
          players: [{ active: 'water-basic', hand: ['base1-81'], discard: ['energy-water'] }, { active: 'fire-basic' }],
        }),
        'Energy Retrieval',
      ),
    ).toBe(false)
    expect(
      canPlay(
        game({
          players: [
            { active: 'water-basic', hand: ['base1-81', 'fire-basic'], discard: ['base1-96'] },
            { active: 'fire-basic' },
          ],
        }),
        'Energy Retrieval',
      ),
    ).toBe(false)
  })
})

describe('base1-87 Pokédex', () => {
  it('puts the top 5 cards back in the chosen order; the rest of the deck is untouched', () => {
    const deck = [
      'energy-water',
      'energy-grass',
      'energy-fire',
      'energy-psychic',
      'energy-fighting',
      'energy-lightning',
    ]
    const d = game({ players: [{ active: 'water-basic', hand: ['base1-87'], deck }, { active: 'fire-basic' }] })
    d.pick('Play Pokédex')
    expect(d.decision.ask).toBe('order')
    expect(d.decision.options.length).toBe(5)
    d.pick('Fighting', 'Psychic', 'Fire', 'Grass', 'Water')
    expect(pile(d.state, 0, 'deck')).toEqual([
      'energy-fighting',
      'energy-psychic',
      'energy-fire',
      'energy-grass',
      'energy-water',
      'energy-lightning',
    ])
  })
})
