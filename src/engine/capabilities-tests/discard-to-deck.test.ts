/** Capability: blocksDiscardToDeck hooks and EffectCtx.mayPutFromDiscardIntoDeck (Trainers that recycle discarded cards). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef, TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

// An opponent's Pokémon that keeps Trainer cards in your discard pile away from your Items and Supporters.
const guard: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-guard',
  name: 'Guard',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Screen',
      hooks: {
        blocksDiscardToDeck: (h, seat, card, by) =>
          seat !== h.owner && (by === 'item' || by === 'supporter') && h.def(card).kind === 'trainer',
      },
    },
  ],
}
// An Item that shuffles every card it may from its player's discard pile into their deck.
const recycle: TrainerDef = {
  kind: 'trainer',
  id: 'cap-recycle',
  name: 'Recycle All',
  trainerKind: 'item',
  play(c) {
    for (const u of c.cardsIn(c.seat, 'discard'))
      if (u !== c.src.card && c.mayPutFromDiscardIntoDeck(u)) c.moveTo(u, 'deck')
    c.shuffleDeck()
  },
}
const { game } = harness(makeCardDb([...TEST_CARDS, guard, recycle]))

const start = (oppActive: string) =>
  game({
    players: [
      { active: 'fire-basic', hand: ['cap-recycle'], discard: ['item-draw', 'energy-fire', 'water-basic'], deck: [] },
      { active: oppActive, deck: ['energy-fire'] },
    ],
  })
const discardOf = (d: Driver) => d.state.players[0].discard.map((u) => d.state.cards[u]!.def).sort()

describe('blocksDiscardToDeck hook', () => {
  it("the opponent's hook keeps Trainer cards in the discard pile; other cards go", () => {
    const d = start('cap-guard').pick('Play Recycle All')
    expect(discardOf(d)).toEqual(['cap-recycle', 'item-draw'])
    expect(d.state.players[0].deck.length).toBe(2)
  })

  it('without it, every card goes', () => {
    const d = start('water-basic').pick('Play Recycle All')
    expect(discardOf(d)).toEqual(['cap-recycle'])
    expect(d.state.players[0].deck.length).toBe(3)
  })
})
