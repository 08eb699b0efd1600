/** Capability: survivesKnockOut hooks keep a Pokémon that damage would Knock Out in play with the HP they say. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

const sturdy: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-sturdy',
  name: 'Sturdy',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  retreat: 1,
  attacks: [{ name: 'Tap', cost: [], damage: 10 }],
  abilities: [
    {
      name: 'Hold On',
      hooks: { survivesKnockOut: (h, ko) => (ko.byAttack && h.flip('Hold On') ? 10 : null) },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, sturdy]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

function start(flips: boolean[], damage = 50, conditions: 'poisoned'[] = []): Driver {
  return game({
    flips,
    players: [
      { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, bench: ['water-basic'], deck },
      { active: { card: 'cap-sturdy', damage, conditions }, bench: ['water-basic'], deck },
    ],
  })
}

describe('survivesKnockOut hook', () => {
  it('heads: the Pokémon stays in play with 10 HP left and no Prize is taken', () => {
    const d = start([true]).pick('Attack: Ember')
    expect(d.state.players[1].active!.damage).toBe(50)
    expect(d.state.players[0].prizes).toHaveLength(6)
  })
  it('tails: it is Knocked Out as usual', () => {
    const d = start([false]).pick('Attack: Ember')
    expect(d.state.players[1].discard.map((u) => d.state.cards[u]!.def)).toContain('cap-sturdy')
  })
  it('a Knock Out between turns (Poison) is not by an attack: the hook declines', () => {
    const d = start([], 50, ['poisoned']).pick('End turn')
    expect(d.state.players[1].discard.map((u) => d.state.cards[u]!.def)).toContain('cap-sturdy')
  })
})
