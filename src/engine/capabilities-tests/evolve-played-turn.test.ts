/** Capability: evolveOnPlayedTurn hooks let a Pokémon evolve the turn it was played or evolved (rules.md E-2 exception). */
import { describe, expect, it } from 'vitest'
import { Table } from '../table/table'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { activeRef } from '../model/types'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

// A Flamelet look-alike that may evolve the turn it is played, and on its owner's first turn.
const adaptive: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-adaptive',
  name: 'Flamelet',
  stage: 'basic',
  hp: 50,
  types: ['fire'],
  retreat: 1,
  attacks: [],
  hooks: { evolveOnPlayedTurn: () => true, evolveOnFirstTurn: () => true },
}
// Only the E-2 exception: its owner's first turn still forbids evolving.
const playedOnly: PokemonDef = { ...adaptive, id: 'cap-played-only', hooks: { evolveOnPlayedTurn: () => true } }
const { engine, game } = harness(makeCardDb([...TEST_CARDS, adaptive, playedOnly]))

function start(card: string, turn: number, playedTurn: number): Driver {
  return game({
    turn,
    current: 0,
    players: [
      { active: { card, playedTurn }, hand: ['fire-stage1'], deck: ['energy-fire'] },
      { active: { card: 'water-basic' }, deck: ['energy-fire'] },
    ],
  })
}
const evolveOffered = (d: Driver) => d.labels().some((l) => l.startsWith('Evolve'))

describe('evolveOnPlayedTurn hook', () => {
  it('a Pokémon put into play this turn evolves at once only with the hook', () => {
    expect(evolveOffered(start('cap-played-only', 3, 3))).toBe(true)
    expect(evolveOffered(start('fire-basic', 3, 3))).toBe(false)
    const d = start('cap-played-only', 3, 3).pick('Evolve')
    expect(d.state.cards[d.state.players[0].active!.stack.at(-1)!]!.def).toBe('fire-stage1')
  })

  it("E-3 still applies: on its owner's first turn it needs evolveOnFirstTurn as well", () => {
    expect(evolveOffered(start('cap-played-only', 1, 1))).toBe(false)
    expect(evolveOffered(start('cap-adaptive', 1, 1))).toBe(true)
  })

  it('Table.mayEvolveNow (evolution by card effects) follows the hook', () => {
    const t = (d: Driver) => new Table(d.state, engine.db)
    expect(t(start('cap-played-only', 3, 3)).mayEvolveNow(activeRef(0))).toBe(true)
    expect(t(start('fire-basic', 3, 3)).mayEvolveNow(activeRef(0))).toBe(false)
  })
})
