/**
 * Capability: effects that end the turn ("Your turn ends": EffectCtx.endTurn), put cards on the bottom of a deck in a
 * shuffled order (EffectCtx.shuffleToBottomOfDeck), and an Energy card's own condition for being attached from the
 * hand (EnergyDef.canAttach, its cost paid in onAttach).
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { EnergyDef, TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import { menu } from '../testing/menu'
import { pile } from '../testing/read'

const bike: TrainerDef = {
  kind: 'trainer',
  id: 'cap-bike',
  name: 'Last Ride',
  trainerKind: 'item',
  play(c) {
    c.draw(1)
    c.endTurn()
  },
}
const tuck: TrainerDef = {
  kind: 'trainer',
  id: 'cap-tuck',
  name: 'Tuck Away',
  trainerKind: 'item',
  play(c) {
    c.shuffleToBottomOfDeck(c.me.hand.filter((u) => u !== c.src.card))
  },
}
const picky: EnergyDef = {
  kind: 'energy',
  id: 'cap-picky',
  name: 'Picky Energy',
  basic: false,
  provides: [{ types: 'any' }],
  canAttach: (c) => c.me.hand.some((u) => u !== c.src.card),
  *onAttach(c) {
    c.discard(yield* c.chooseCards(c.me.hand, { text: 'Discard a card', min: 1, max: 1 }))
  },
}
const { game } = harness(makeCardDb([...TEST_CARDS, bike, tuck, picky]))
const deck = ['energy-water', 'energy-water', 'energy-water', 'energy-water', 'energy-water']

describe('"Your turn ends"', () => {
  it('the effect happens, then the turn passes to the opponent', () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['cap-bike'], deck },
        { active: 'water-basic', deck },
      ],
    })
    d.pick('Play Last Ride')
    expect(pile(d.state, 0, 'hand')).toEqual(['energy-water'])
    expect(pile(d.state, 0, 'discard')).toEqual(['cap-bike'])
    expect(d.state.current).toBe(1)
    expect(d.decision.seat).toBe(1)
  })
})

describe('shuffling cards onto the bottom of the deck', () => {
  it('the cards go under the deck, its top cards unchanged', () => {
    const d = game({
      players: [
        {
          active: 'fire-basic',
          hand: ['cap-tuck', 'fire-basic', 'water-basic', 'grass-basic'],
          deck: ['energy-fire', 'energy-grass'],
        },
        { active: 'water-basic', deck },
      ],
    })
    d.pick('Play Tuck Away')
    const after = pile(d.state, 0, 'deck')
    expect(after.slice(0, 2)).toEqual(['energy-fire', 'energy-grass'])
    expect([...after.slice(2)].sort()).toEqual(['fire-basic', 'grass-basic', 'water-basic'])
    expect(pile(d.state, 0, 'hand')).toEqual([])
  })
  it('the order under the deck comes from the game generator (seeds differ, orders differ)', () => {
    const orders = new Set<string>()
    for (let seed = 1; seed <= 12; seed++) {
      const d = game({
        seed,
        players: [
          { active: 'fire-basic', hand: ['cap-tuck', 'fire-basic', 'water-basic', 'grass-basic'], deck: [] },
          { active: 'water-basic', deck },
        ],
      })
      d.pick('Play Tuck Away')
      orders.add(pile(d.state, 0, 'deck').join())
    }
    expect(orders.size).toBeGreaterThan(1)
  })
})

describe("an Energy card's own condition for attaching it", () => {
  it('is not offered when the condition fails (no other card in hand)', () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['cap-picky'], deck },
        { active: 'water-basic', deck },
      ],
    })
    expect(menu(d)).not.toContain('Attach Picky Energy to Flamelet')
  })
  it('is offered when it holds; attaching pays the cost', () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['cap-picky', 'grass-basic'], deck },
        { active: 'water-basic', deck },
      ],
    })
    d.pick('Attach Picky Energy to Flamelet').pick('Leaflet')
    expect(d.state.players[0].active!.energy).toHaveLength(1)
    expect(pile(d.state, 0, 'discard')).toEqual(['grass-basic'])
  })
})
