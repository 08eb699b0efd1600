/** Capability: endOfTurn hooks run as a turn ends (here: a marker that puts counters at the end of the opponent's next turn). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { Driver, scenario } from '../testing/scenario'
import { harness } from '../testing/harness'

const timer: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-timer',
  name: 'Timer',
  stage: 'basic',
  hp: 100,
  types: ['grass'],
  retreat: 1,
  attacks: [
    {
      name: 'Delay',
      cost: [],
      damage: 0,
      effect: (c) =>
        c.mark(c.defending, { source: 'cap-timer', key: 'delay', until: 'opponent-next-turn', clearsOnMove: true }),
    },
  ],
  markers: {
    delay: {
      endOfTurn: (h) => {
        if (h.self && h.markerEndsThisTurn) h.putCounters(h.self, 3)
      },
    },
  },
}
const { engine, game } = harness(makeCardDb([...TEST_CARDS, timer]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

describe('endOfTurn hook', () => {
  it("fires at the end of the opponent's next turn, not at the end of the attacker's turn", () => {
    const d = game({
      players: [
        { active: 'cap-timer', deck },
        { active: 'big-basic', deck },
      ],
    })
    d.pick('Attack: Delay')
    expect(d.state.players[1].active!.damage).toBe(0)
    d.pick('End turn')
    expect(d.state.players[1].active!.damage).toBe(30)
    expect(d.state.players[1].active!.markers).toHaveLength(0)
    d.pick('End turn').pick('End turn')
    expect(d.state.players[1].active!.damage).toBe(30)
  })
})

describe('endOfTurn hook and stepOwned', () => {
  it('ending the turn is not question-free when an end-of-turn effect may Knock Out (a Prize to take)', () => {
    const s = scenario(engine, {
      players: [
        { active: 'cap-timer', deck },
        { active: { card: 'fire-basic', damage: 20 }, bench: ['water-basic'], deck },
      ],
    })
    Object.freeze(s.cards) // as in a real game: the engine then knows which hooks the game's cards have
    const d = new Driver(engine, s).pick('Attack: Delay')
    const endTurn = d.decision.options.findIndex((o) => o.label === 'End turn')
    const r = engine.stepOwned(d.state, { decision: d.decision.id, picks: [endTurn] })
    if (!r.ok) throw new Error(r.error)
    expect(r.state.pending?.ask).toBe('take-prize')
  })
})
