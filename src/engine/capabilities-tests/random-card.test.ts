/**
 * Capability: EffectCtx.randomCard picks one card at random with the game's seeded generator ("discard a random card
 * from your opponent's hand"): no coin is flipped, and the same seed picks the same card.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import { pile } from '../testing/read'

const snatcher: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-snatcher',
  name: 'Snatcher',
  stage: 'basic',
  hp: 100,
  types: ['colorless'],
  retreat: 1,
  attacks: [
    {
      name: 'Snatch',
      cost: [],
      damage: 0,
      effect(c) {
        const uid = c.randomCard(c.them.hand)
        if (uid !== undefined) c.discard([uid])
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, snatcher]), {})

const start = (seed: number, hand: string[]) =>
  game({ seed, players: [{ active: 'cap-snatcher' }, { active: 'fire-basic', hand }] })

describe('EffectCtx.randomCard', () => {
  const hand = ['energy-fire', 'energy-water', 'energy-grass', 'fire-basic', 'water-basic']

  it('discards exactly one card of the hand, with no coin flip', () => {
    const d = start(1, hand).pick('Attack: Snatch')
    expect(pile(d.state, 1, 'discard')).toHaveLength(1)
    expect(hand).toContain(pile(d.state, 1, 'discard')[0])
    expect(d.events.some((e) => e.type === 'coin')).toBe(false)
  })

  it('picks the same card for the same seed, and not always the same card across seeds', () => {
    const picked = (seed: number) => pile(start(seed, hand).pick('Attack: Snatch').state, 1, 'discard')[0]
    expect(picked(7)).toBe(picked(7))
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(picked)).size).toBeGreaterThan(1)
  })

  it('does nothing with an empty hand', () => {
    const d = start(1, []).pick('Attack: Snatch')
    expect(pile(d.state, 1, 'discard')).toEqual([])
  })
})
