import { describe, expect, it } from 'vitest'
import type { GameView, SlotView } from '../../engine'
import { dropWords, overWords, pickUpWords, placeName } from './announce'

const slot = (def: string, faceDown = false): SlotView => ({
  faceDown,
  stack: faceDown ? [] : [{ uid: 1, def }],
  energy: [],
  tools: [],
  damage: 0,
  conditions: { rotation: null, poisoned: false, burned: false },
  playedTurn: 1,
  markers: [],
})
const view = {
  me: { active: slot('pika'), bench: [slot('bulba'), slot('char')] },
  opponent: { active: slot('karp'), bench: [slot('x', true)] },
} as unknown as GameView
const NAMES: Record<string, string> = { pika: 'Pikachu', bulba: 'Bulbasaur', char: 'Charmander', karp: 'Magikarp' }
const nameOf = (d: string) => NAMES[d] ?? d

describe('drag announcements', () => {
  it('names places by what is there, never by their ids', () => {
    expect(placeName('zone:bench', view, nameOf)).toBe('your Bench')
    expect(placeName('slot:0:bench:1', view, nameOf)).toBe('your Benched Charmander')
    expect(placeName('slot:0:active', view, nameOf)).toBe('your Active Pokémon, Pikachu')
    expect(placeName('slot:1:active', view, nameOf)).toBe("your opponent's Active Pokémon, Magikarp")
    expect(placeName('slot:1:bench:0', view, nameOf)).toBe("your opponent's face-down Benched Pokémon")
    expect(placeName('zone:stadium', view, nameOf)).toBe('the Stadium place')
  })

  it('says what a drop did with card and place names', () => {
    expect(dropWords('Charmander', 'your Bench', { type: 'bench', card: 47 })).toBe('Charmander moved to your Bench.')
    expect(
      dropWords('Fire Energy', 'your Active Pokémon, Pikachu', {
        type: 'attach-energy',
        card: 3,
        target: { seat: 0, zone: 'active' },
      }),
    ).toBe('Fire Energy attached to your Active Pokémon, Pikachu.')
    expect(dropWords('Potion', 'the Stadium place', null)).toBe(
      'Potion was not played on the Stadium place; it is back where it was.',
    )
    expect(dropWords('Potion', null, null)).toBe('Potion was put back.')
  })

  it('says what is picked up and where it is', () => {
    expect(pickUpWords('Charmander')).toMatch(/^Picked up Charmander\./)
    expect(overWords('Charmander', 'your Bench')).toBe('Charmander is over your Bench.')
    expect(overWords('Charmander', null)).toBe('Charmander is over no place.')
  })
})
