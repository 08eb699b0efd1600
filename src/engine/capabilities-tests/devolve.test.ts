/** Capability: devolving by a card effect (Table.devolve / EffectCtx.devolve, rules.md E-8). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { TrainerDef } from '../api/card'
import { activeRef } from '../model/types'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

const toBasic: TrainerDef = {
  kind: 'trainer',
  id: 'cap-devolve',
  name: 'Devolver',
  trainerKind: 'item',
  play: (c) => void c.devolve(activeRef(c.seat), 1),
}
const { game } = harness(makeCardDb([...TEST_CARDS, toBasic]))
const defs = (d: Driver, seat: 0 | 1, zone: 'discard' | 'hand') =>
  d.state.players[seat][zone].map((u) => d.state.cards[u]!.def)

function start(damage: number): Driver {
  return game({
    players: [
      {
        active: {
          card: ['fire-basic', 'fire-stage1', 'fire-stage2'],
          damage,
          energy: ['energy-fire'],
          conditions: ['poisoned', 'confused'],
        },
        bench: ['water-basic'],
        hand: ['cap-devolve'],
        deck: ['energy-fire'],
      },
      { active: 'water-basic', deck: ['energy-fire'] },
    ],
  })
}

describe('devolve', () => {
  it('removes the Evolution cards, keeps damage and Energy, and ends Special Conditions', () => {
    const d = start(30).pick('Play Devolver')
    const a = d.state.players[0].active!
    expect(a.stack.map((u) => d.state.cards[u]!.def)).toEqual(['fire-basic'])
    expect(a.damage).toBe(30)
    expect(a.energy.length).toBe(1)
    expect(a.conditions.poisoned).toBe(false)
    expect(a.conditions.rotation).toBeNull()
    expect(defs(d, 0, 'discard')).toEqual(expect.arrayContaining(['fire-stage2', 'fire-stage1', 'cap-devolve']))
    expect(d.events.filter((e) => e.type === 'devolve').length).toBe(2)
  })
  it('Knocks Out the Pokémon when its damage reaches the lower HP; the opponent takes a Prize', () => {
    const d = start(60).pick('Play Devolver')
    expect(d.decision.ask).toBe('take-prize')
    expect(d.decision.seat).toBe(1)
    d.pick('Prize card 1')
    expect(d.state.players[1].prizes.length).toBe(5)
    expect(defs(d, 0, 'discard')).toContain('fire-basic')
    expect(d.state.players[0].active!.stack.map((u) => d.state.cards[u]!.def)).toEqual(['water-basic'])
  })
})
