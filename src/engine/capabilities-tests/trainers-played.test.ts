/** Capability: EffectCtx.playedThisTurn — "if you played <Trainer> from your hand during this turn". */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

const fan: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-fan',
  name: 'Fan',
  stage: 'basic',
  hp: 100,
  types: ['colorless'],
  retreat: 1,
  attacks: [
    {
      name: 'Cheered Punch',
      cost: [],
      damage: 10,
      damageSuffix: '+',
      effect: (c) => {
        c.dealDamage(c.playedThisTurn('Professor Test') ? 60 : 10)
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, fan]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

const start = (hand: string[]): Driver =>
  game({
    players: [
      { active: 'cap-fan', hand, deck },
      { active: 'big-basic', deck },
    ],
  })

describe('playedThisTurn', () => {
  it('is true after the named Trainer was played from the hand this turn', () => {
    const d = start(['supporter-draw']).pick('Play Professor Test').pick('Attack: Cheered Punch')
    expect(d.state.players[1].active!.damage).toBe(60)
  })

  it('is false for another Trainer, or without one', () => {
    expect(
      start(['item-draw']).pick('Play Quick Draw').pick('Attack: Cheered Punch').state.players[1].active!.damage,
    ).toBe(10)
    expect(start([]).pick('Attack: Cheered Punch').state.players[1].active!.damage).toBe(10)
  })

  it('is forgotten by the next turn of that player', () => {
    const d = start(['supporter-draw']).pick('Play Professor Test').pick('End turn').pick('End turn')
    expect(d.state.players[0].turn.trainersPlayed ?? []).toEqual([])
    expect(d.pick('Attack: Cheered Punch').state.players[1].active!.damage).toBe(10)
  })
})
