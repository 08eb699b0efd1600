/** Capability: a player marker (EffectCtx.markPlayer) with a coinFlip hook changes that player's coin flips. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const jinx: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-jinx',
  name: 'Jinx',
  stage: 'basic',
  hp: 100,
  types: ['psychic'],
  retreat: 1,
  attacks: [
    {
      name: 'Hex',
      cost: [],
      damage: 0,
      effect: (c) => c.markPlayer(c.opp, { source: 'cap-jinx', key: 'tails', until: 'opponent-next-turn' }),
    },
  ],
  markers: { tails: { coinFlip: (h, seat, heads) => (seat === h.owner ? false : heads) } },
}
const flipper: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-flipper',
  name: 'Flipper',
  stage: 'basic',
  hp: 100,
  types: ['water'],
  retreat: 1,
  attacks: [
    {
      name: 'Toss',
      cost: [],
      damage: 0,
      effect: (c) => {
        c.dealDamage(c.flip() ? 50 : 10)
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, jinx, flipper]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

describe('coinFlip hook on a player marker', () => {
  it("turns the marked player's heads into tails, not the other player's, and ends with their turn", () => {
    const d = game({
      flips: [true, true, true],
      players: [
        { active: 'cap-jinx', deck },
        { active: 'cap-flipper', deck },
      ],
    })
    d.pick('Attack: Hex')
    expect(d.state.players[1].markers).toHaveLength(1)
    d.pick('Attack: Toss') // heads forced, treated as tails: 10
    expect(d.state.players[0].active!.damage).toBe(10)
    expect(d.events.filter((e) => e.type === 'coin').map((e) => e.type === 'coin' && e.heads)).toEqual([false])
    // The marker ended with seat 1's turn; the next flip (seat 1 again after seat 0 ends) is heads.
    expect(d.state.players[1].markers).toHaveLength(0)
    d.pick('End turn').pick('Attack: Toss')
    expect(d.state.players[0].active!.damage).toBe(60)
  })
})
