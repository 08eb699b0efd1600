import { describe, expect, it } from 'vitest'
import { E, game, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52'
const PIKACHU = 'base1-58'
const IVYSAUR = 'base1-30'
const POTION = 'base1-94'
const BILL = 'base1-91'

describe('swsh2-156 Capacious Bucket', () => {
  it('takes up to 2 basic Water Energy cards from the deck, nothing else', () => {
    const d = game({
      players: [
        { active: MACHOP, hand: [swsh2(156)], deck: [E.water, E.fire, E.water, E.water, PIKACHU] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Capacious Bucket')
    expect(d.labels().every((l) => l === 'Basic Water Energy')).toBe(true)
    d.pick('Basic Water Energy', 'Basic Water Energy')
    expect(pile(d.state, 0, 'hand')).toEqual([E.water, E.water])
    expect(pile(d.state, 0, 'deck')).toHaveLength(3)
  })
})

describe('swsh2-164 Poké Ball', () => {
  it('heads: a Pokémon from the deck into the hand', () => {
    const d = game({
      flips: [true],
      players: [{ active: MACHOP, hand: [swsh2(164)], deck: [E.fire, PIKACHU, E.water] }, { active: MACHOP }],
    })
    d.pick('Play Poké Ball')
    expect(d.labels()).toEqual(['Pikachu'])
    d.pick('Pikachu')
    expect(pile(d.state, 0, 'hand')).toEqual([PIKACHU])
  })
  it('tails: nothing, and the deck is not searched', () => {
    const d = game({
      flips: [false],
      players: [{ active: MACHOP, hand: [swsh2(164)], deck: [E.fire, PIKACHU, E.water] }, { active: MACHOP }],
    })
    d.pick('Play Poké Ball')
    expect(d.state.pending!.ask).toBe('main')
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(pile(d.state, 0, 'deck')).toEqual([E.fire, PIKACHU, E.water])
  })
})

describe('swsh2-166 Skyla', () => {
  it('takes a Trainer card from the deck', () => {
    const d = game({
      players: [{ active: MACHOP, hand: [swsh2(166)], deck: [E.fire, PIKACHU, POTION, BILL] }, { active: MACHOP }],
    })
    d.pick('Play Skyla')
    expect(d.labels().sort()).toEqual(['Bill', 'Potion'])
    d.pick('Potion')
    expect(pile(d.state, 0, 'hand')).toEqual([POTION])
  })
})

describe('swsh2-167 Sonia', () => {
  const deck = [E.fire, PIKACHU, IVYSAUR, MACHOP, E.water, POTION]
  it('up to 2 Basic Pokémon (not Evolution cards)', () => {
    const d = game({ players: [{ active: MACHOP, hand: [swsh2(167)], deck }, { active: MACHOP }] })
    d.pick('Play Sonia').pick('Up to 2 Basic Pokémon')
    expect(d.labels().sort()).toEqual(['Machop', 'Pikachu'])
    d.pick('Machop', 'Pikachu')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([MACHOP, PIKACHU].sort())
  })
  it('or up to 2 basic Energy cards', () => {
    const d = game({ players: [{ active: MACHOP, hand: [swsh2(167)], deck }, { active: MACHOP }] })
    d.pick('Play Sonia').pick('Up to 2 basic Energy cards')
    expect(d.labels().sort()).toEqual(['Basic Fire Energy', 'Basic Water Energy'])
    d.pick('Basic Water Energy')
    expect(pile(d.state, 0, 'hand')).toEqual([E.water])
  })
})
