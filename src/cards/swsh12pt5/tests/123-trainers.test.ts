import { describe, expect, it } from 'vitest'
import { cardDb } from '../../registry'
import { REPRINT_OF } from '../reprints'
import { E, active, bench, crz, game, pile } from './helpers'

const LAPRAS = 'swsh1-48'
const HITMONCHAN = 'swsh1-95' // a Basic Fighting Pokémon
const RHYHORN = 'swsh1-97' // another

describe('swsh12pt5-123 Bea', () => {
  const deck = [E.fighting, crz(109), E.water, E.fighting, E.grass, E.psychic]

  it('discards the top 5 cards and attaches the chosen Energy among them to Benched Fighting Pokémon', () => {
    const d = game({
      players: [
        { active: crz(109), bench: [HITMONCHAN, crz(117), RHYHORN], hand: [crz(123)], deck },
        { active: LAPRAS },
      ],
    })
    d.pick('Play Bea')
    // The Energy among the top 5: Fighting, Water, Fighting, Grass; Psychic (6th) stays in the deck.
    expect(d.decision.options).toHaveLength(4)
    d.pickIndices([0, 1, 2])
    expect(d.labels()).toEqual(['Hitmonchan', 'Rhyhorn']) // only the Benched Fighting Pokémon
    d.pick('Hitmonchan').pick('Rhyhorn').pick('Hitmonchan')
    expect(bench(d.state, 0, 0).energy).toHaveLength(2)
    expect(bench(d.state, 0, 2).energy).toHaveLength(1)
    expect(bench(d.state, 0, 1).energy).toHaveLength(0)
    expect(pile(d.state, 0, 'deck')).toEqual([E.psychic])
    expect(pile(d.state, 0, 'discard')).toHaveLength(3) // Snorlax, one Energy left, and Bea itself
  })

  it('without a Benched Fighting Pokémon the 5 cards are simply discarded', () => {
    const d = game({ players: [{ active: HITMONCHAN, bench: [crz(117)], hand: [crz(123)], deck }, { active: LAPRAS }] })
    d.pick('Play Bea')
    expect(pile(d.state, 0, 'deck')).toEqual([E.psychic])
    expect(pile(d.state, 0, 'discard')).toHaveLength(6)
    expect(active(d.state, 0).energy).toHaveLength(0)
  })

  it('cannot be played with an empty deck', () => {
    const d = game({ players: [{ active: HITMONCHAN, hand: [crz(123)], deck: [] }, { active: LAPRAS }] })
    expect(d.has('Play Bea')).toBe(false)
  })
})

describe('swsh12pt5-126 Digging Duo', () => {
  const deck = [E.fire, E.fire, E.water, E.grass, crz(109), E.psychic, E.metal, crz(117), crz(110), crz(111)]
  for (const [heads, n] of [
    [true, 8],
    [false, 3],
  ] as const)
    it(`on ${heads ? 'heads' : 'tails'}: 1 of the bottom ${n} cards into the hand, the deck shuffled`, () => {
      const d = game({ flips: [heads], players: [{ active: HITMONCHAN, hand: [crz(126)], deck }, { active: LAPRAS }] })
      d.pick('Play Digging Duo')
      expect(d.decision.options).toHaveLength(n)
      expect(d.decision.max).toBe(1)
      d.pick('Starly')
      expect(pile(d.state, 0, 'hand')).toEqual([crz(110)])
      expect(pile(d.state, 0, 'deck')).toHaveLength(9)
    })

  it('a card above the bottom 3 is out of reach on tails', () => {
    const d = game({ flips: [false], players: [{ active: HITMONCHAN, hand: [crz(126)], deck }, { active: LAPRAS }] })
    d.pick('Play Digging Duo')
    expect(d.labels()).not.toContain('Snorlax')
  })
})

describe('swsh12pt5-130 Friends in Hisui and swsh12pt5-131 Friends in Sinnoh', () => {
  for (const [n, name] of [
    [130, 'Friends in Hisui'],
    [131, 'Friends in Sinnoh'],
  ] as const)
    it(`${name} draws 3 cards`, () => {
      const d = game({
        players: [
          { active: HITMONCHAN, hand: [crz(n)], deck: [E.water, E.grass, E.psychic, E.fire] },
          { active: LAPRAS },
        ],
      })
      d.pick(`Play ${name}`)
      expect(pile(d.state, 0, 'hand')).toEqual([E.water, E.grass, E.psychic])
    })
})

describe('swsh12pt5-124, 125, 127, 128, 129: Trainers reprinted from Sword & Shield', () => {
  const MINE = REPRINT_OF.filter(([n]) => n >= 123 && n <= 131)
  it('lists Bede, Crushing Hammer, Energy Retrieval, Energy Search and Energy Switch', () => {
    const db = cardDb()
    expect(MINE.map(([n]) => db.get(crz(n)).name)).toEqual([
      'Bede',
      'Crushing Hammer',
      'Energy Retrieval',
      'Energy Search',
      'Energy Switch',
    ])
    for (const [n, of] of MINE)
      expect({ ...db.get(crz(n)), id: of, set: '', number: '' }).toEqual({ ...db.get(of), set: '', number: '' })
  })

  it("Crushing Hammer 125 discards an Energy from an opponent's Pokémon on heads", () => {
    const d = game({
      flips: [true],
      players: [{ active: HITMONCHAN, hand: [crz(125)] }, { active: { card: LAPRAS, energy: [E.water] } }],
    })
    d.pick('Play Crushing Hammer')
    while (d.state.pending?.seat === 0 && d.decision.ask !== 'main') d.pickIndices([0])
    expect(active(d.state, 1).energy).toHaveLength(0)
  })

  it('Energy Search 128 puts a basic Energy card from the deck into the hand', () => {
    const d = game({
      players: [{ active: HITMONCHAN, hand: [crz(128)], deck: [crz(109), E.fighting] }, { active: LAPRAS }],
    })
    d.pick('Play Energy Search').pick('Basic Fighting Energy')
    expect(pile(d.state, 0, 'hand')).toEqual([E.fighting])
  })
})
