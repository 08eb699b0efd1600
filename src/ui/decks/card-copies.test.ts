import { describe, expect, it } from 'vitest'
import type { CardDef } from '../../engine'
import { setOfCard } from '../../cards/sets'
import { cardCopiesOf, MAX_CARD_COPIES, withCopies } from './card-copies'

describe('?cardCopies (measuring the card browser with thousands of cards)', () => {
  it('reads a whole number from 2 to the maximum, and nothing else', () => {
    expect(cardCopiesOf('?fast&cardCopies=10')).toBe(10)
    expect(cardCopiesOf(`?cardCopies=${MAX_CARD_COPIES}`)).toBe(MAX_CARD_COPIES)
    for (const bad of [
      '',
      '?fast',
      '?cardCopies=1',
      '?cardCopies=0',
      '?cardCopies=1e3',
      '?cardCopies=-4',
      '?cardCopies=999',
    ])
      expect(cardCopiesOf(bad)).toBe(1)
  })

  it('copies every card under ids of its own that still name its set', () => {
    const defs = [
      { id: 'base1-4', name: 'Charizard' },
      { id: 'sve-2', name: 'Fire Energy' },
    ] as unknown as CardDef[]
    const all = withCopies(defs, 3)
    expect(all.map((d) => d.id)).toEqual(['base1-4', 'sve-2', 'base1-4~2', 'sve-2~2', 'base1-4~3', 'sve-2~3'])
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length) // one tile each in the grid
    expect(setOfCard('base1-4~3')?.id).toBe('base1')
    expect(withCopies(defs, 1)).toBe(defs)
  })
})
