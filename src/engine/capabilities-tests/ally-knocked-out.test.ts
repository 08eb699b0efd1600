/** Capability: allyKnockedOut hooks react (and may ask) when another of their player's Pokémon is Knocked Out by an opponent's attack. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

// "When one of your Pokémon is Knocked Out by damage from an opponent's attack, you may move an Energy from it to this Pokémon."
const grounder: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-grounder',
  name: 'Grounder',
  stage: 'basic',
  hp: 100,
  types: ['lightning'],
  retreat: 1,
  attacks: [],
  hooks: {
    *allyKnockedOut(_h, c, ko) {
      const [card] = yield* c.chooseCards(c.energyOn(ko), { text: 'Move an Energy to Grounder?', min: 0, max: 1 })
      if (card !== undefined) c.attach(card, c.self)
    },
  },
}
const { game } = harness(makeCardDb([...TEST_CARDS, grounder]))
const deck = ['energy-fire', 'energy-fire']

const start = (defenderDamage: number, poisoned = false) =>
  game({
    players: [
      { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, deck },
      {
        active: {
          card: 'grass-basic',
          damage: defenderDamage,
          energy: ['energy-water'],
          conditions: poisoned ? ['poisoned'] : [],
        },
        bench: ['cap-grounder'],
        deck,
      },
    ],
  })

describe('allyKnockedOut hook', () => {
  it('asks the owner before the Knocked Out Pokémon is discarded; yes moves the card', () => {
    const d = start(50).pick('Attack: Ember')
    expect(d.decision.seat).toBe(1)
    expect(d.decision.text).toBe('Move an Energy to Grounder?')
    d.pickIndices([0])
    // The Energy is on Grounder (now Active after the promotion), not in the discard pile.
    d.pick('Prize card 1')
    const g = d.state.players[1].active!
    expect(g.energy.map((u) => d.state.cards[u]!.def)).toEqual(['energy-water'])
    expect(d.state.players[1].discard.map((u) => d.state.cards[u]!.def)).toEqual(['grass-basic'])
  })

  it('declining leaves the card to be discarded', () => {
    const d = start(50).pick('Attack: Ember').pickIndices([])
    d.pick('Prize card 1')
    expect(d.state.players[1].discard.map((u) => d.state.cards[u]!.def).sort()).toEqual(['energy-water', 'grass-basic'])
  })

  it('not for a Knock Out outside an attack (Poison in Pokémon Checkup)', () => {
    const d = start(60, true).pick('End turn')
    expect(d.decision.ask).toBe('take-prize')
    d.pick('Prize card 1')
    expect(d.state.players[1].discard.map((u) => d.state.cards[u]!.def).sort()).toEqual(['energy-water', 'grass-basic'])
  })
})
