/** Capability: evolveOnFirstTurn hooks let a Pokémon evolve during its owner's first turn (rules.md E-3 exception). */
import { describe, expect, it } from 'vitest'
import { Table } from '../table/table'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { activeRef } from '../model/types'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

// A Flamelet look-alike whose hook allows first-turn evolution when its owner went second.
const early: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-early',
  name: 'Flamelet',
  stage: 'basic',
  hp: 50,
  types: ['fire'],
  retreat: 1,
  attacks: [],
  hooks: { evolveOnFirstTurn: (h) => h.firstPlayer !== h.owner },
}
const { engine, game } = harness(makeCardDb([...TEST_CARDS, early]))

function start(card: string, turn: number, current: 0 | 1, playedTurn = 0): Driver {
  return game({
    turn,
    current,
    firstPlayer: 0,
    players: [
      { active: { card, playedTurn }, hand: ['fire-stage1'], deck: ['energy-fire'] },
      { active: { card, playedTurn }, hand: ['fire-stage1'], deck: ['energy-fire'] },
    ],
  })
}
const evolveOffered = (d: Driver) => d.labels().some((l) => l.startsWith('Evolve'))

describe('evolveOnFirstTurn hook', () => {
  it('the second player evolves on their first turn (turn 2) only with the hook', () => {
    expect(evolveOffered(start('cap-early', 2, 1))).toBe(true)
    expect(evolveOffered(start('fire-basic', 2, 1))).toBe(false)
    const d = start('cap-early', 2, 1).pick('Evolve')
    expect(d.state.cards[d.state.players[1].active!.stack.at(-1)!]!.def).toBe('fire-stage1')
  })

  it("the hook's own condition decides (here: not for the player who went first), and E-2 still applies", () => {
    expect(evolveOffered(start('cap-early', 1, 0))).toBe(false)
    expect(evolveOffered(start('cap-early', 2, 1, 2))).toBe(false)
  })

  it('Table.mayEvolveNow (evolution by card effects) follows the hook', () => {
    const withHook = start('cap-early', 2, 1)
    const without = start('fire-basic', 2, 1)
    const t = (d: Driver) => new Table(d.state, engine.db)
    expect(t(withHook).mayEvolveNow(activeRef(1))).toBe(true)
    expect(t(without).mayEvolveNow(activeRef(1))).toBe(false)
  })
})
