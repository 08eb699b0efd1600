/** Capability: an 'order' decision (EffectCtx.orderCards) over cards only the chooser sees. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const sorter: TrainerDef = {
  kind: 'trainer',
  id: 'cap-sort',
  name: 'Sorter',
  trainerKind: 'item',
  *play(c) {
    const top = c.me.deck.slice(0, 3)
    const order = yield* c.orderCards(top, 'Order them')
    c.reorderDeckTop(order)
  },
}
const { game } = harness(makeCardDb([...TEST_CARDS, sorter]))

describe('orderCards', () => {
  it('asks for an order over all the cards and applies it', () => {
    const d = game({
      players: [
        {
          active: 'water-basic',
          hand: ['cap-sort'],
          deck: ['energy-fire', 'energy-water', 'energy-grass', 'energy-psychic'],
        },
        { active: 'water-basic' },
      ],
    })
    d.pick('Play Sorter')
    expect(d.decision.ask).toBe('order')
    expect(d.decision.ordered).toBe(true)
    expect(d.decision.min).toBe(3)
    expect(d.decision.publicOptions).toBeFalsy()
    expect(d.tryPick([0, 1])).not.toBeNull() // all cards must be ordered
    d.pick('Grass', 'Fire', 'Water')
    expect(d.state.players[0].deck.map((u) => d.state.cards[u]!.def)).toEqual([
      'energy-grass',
      'energy-fire',
      'energy-water',
      'energy-psychic',
    ])
  })
})
