/** Capability: evolving by a card effect (EffectCtx.evolve), evolution timing (Table.mayEvolveNow), CardDb.byName. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { TrainerDef } from '../api/card'
import { activeRef } from '../model/types'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

// Puts the first card of the hand on the Active, if the Active may evolve now.
const skip: TrainerDef = {
  kind: 'trainer',
  id: 'cap-skip',
  name: 'Skipper',
  trainerKind: 'item',
  canPlay: (c) => c.mayEvolveNow(activeRef(c.seat)),
  play: (c) => c.evolve(activeRef(c.seat), c.me.hand[0]!),
}
const db = makeCardDb([...TEST_CARDS, skip])
const { game } = harness(db)

function start(opts: { turn?: number; playedTurn?: number }): Driver {
  return game({
    turn: opts.turn ?? 3,
    players: [
      {
        active: { card: 'fire-basic', playedTurn: opts.playedTurn ?? 0, conditions: ['asleep'], damage: 20 },
        hand: ['fire-stage2', 'cap-skip'],
        deck: ['energy-fire'],
      },
      { active: 'water-basic', deck: ['energy-fire'] },
    ],
  })
}

describe('evolve by effect', () => {
  it('puts the card on top, keeps damage, ends conditions, and marks the Pokémon as evolved this turn', () => {
    const d = start({}).pick('Play Skipper')
    const a = d.state.players[0].active!
    expect(a.stack.map((u) => d.state.cards[u]!.def)).toEqual(['fire-basic', 'fire-stage2'])
    expect(a.damage).toBe(20)
    expect(a.conditions.rotation).toBeNull()
    expect(a.playedTurn).toBe(d.state.turn)
    expect(d.events.some((e) => e.type === 'evolve')).toBe(true)
  })
  it('mayEvolveNow is false for a Pokémon put into play this turn and on the first turn', () => {
    expect(start({ playedTurn: 3 }).has('Play Skipper')).toBe(false)
    expect(start({ turn: 1 }).has('Play Skipper')).toBe(false)
  })
  it('CardDb.byName finds every definition with that name', () => {
    expect(db.byName('Flamewing').map((d) => d.id)).toEqual(['fire-stage1'])
    expect(db.byName('Nobody')).toEqual([])
  })
})
