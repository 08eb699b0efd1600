/** Capability: onKnockOut hooks see the attacking Pokémon and may Knock Out others with Table.knockOut. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

const avenger: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-avenger',
  name: 'Avenger',
  stage: 'basic',
  hp: 30,
  types: ['psychic'],
  retreat: 1,
  attacks: [
    {
      name: 'Vow',
      cost: [],
      damage: 0,
      effect: (c) =>
        c.mark(c.self, { source: 'cap-avenger', key: 'vow', until: 'opponent-next-turn', clearsOnMove: true }),
    },
  ],
  markers: {
    vow: {
      onKnockOut: (h, ko) => {
        if (ko.byAttack?.attacker) h.knockOut(ko.byAttack.attacker)
      },
    },
  },
}
const { game } = harness(makeCardDb([...TEST_CARDS, avenger]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

function start(avengerDamage = 0): Driver {
  return game({
    players: [
      { active: { card: 'cap-avenger', damage: avengerDamage }, bench: ['water-basic'], deck },
      { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, bench: ['water-basic'], deck },
    ],
  })
}

describe('onKnockOut hook', () => {
  it('a Pokémon Knocked Out by an attack can Knock Out the attacker; both give Prizes', () => {
    const d = start().pick('Attack: Vow').pick('Attack: Ember')
    // Both Actives are gone; the next player (seat 0) promotes first, then seat 1.
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toContain('cap-avenger')
    expect(d.state.players[1].discard.map((u) => d.state.cards[u]!.def)).toContain('fire-basic')
    // Each player takes one Prize (seat 0, the next player, first).
    expect(d.decision.ask).toBe('take-prize')
    d.pick('Prize card 1')
    expect(d.decision.seat).toBe(1)
    d.pick('Prize card 1')
    expect(d.state.players[0].prizes.length).toBe(5)
    expect(d.state.players[1].prizes.length).toBe(5)
  })
  it('does nothing when the Pokémon survives', () => {
    const d = start().pick('Attack: Vow').pick('Attack: Scratch')
    expect(d.state.players[1].active!.damage).toBe(0)
    expect(d.state.players[0].active!.damage).toBe(10)
  })
  it('is not triggered by a Knock Out between turns (Poison)', () => {
    const d = start(20).pick('Attack: Vow')
    d.state.players[0].active!.conditions.poisoned = true
    // Seat 1 ends the turn: the Checkup Poison Knocks Out Avenger; Flamelet stays.
    d.pick('End turn')
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toContain('cap-avenger')
    expect(d.state.players[1].active).not.toBeNull()
    expect(d.state.players[1].discard.map((u) => d.state.cards[u]!.def)).not.toContain('fire-basic')
  })
})
