/** Capability: Abilities of a card taken as a Prize card (AbilityDef.onPrize), EffectCtx.takePrizes, Table.duringTurnOf. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

/** "If you take this as a Prize card during your turn, you may put it onto your Bench and take 1 more Prize card." */
const lucky: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-lucky',
  name: 'Lucky',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  retreat: 1,
  abilities: [
    {
      name: 'Bonus',
      onPrize: { may: true },
      canUse: (c) => c.duringTurnOf(c.seat) && c.benchRoom() > 0,
      *use(c) {
        c.putOnBench(c.src.card!)
        yield* c.takePrizes(1)
      },
    },
  ],
  attacks: [{ name: 'Pound', cost: [], damage: 10 }],
}
const { game } = harness(makeCardDb([...TEST_CARDS, lucky]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']
const prizes = ['cap-lucky', 'energy-water', 'energy-water', 'energy-water']

function start(opts: { bench?: string[] } = {}): Driver {
  return game({
    players: [
      {
        active: { card: 'big-basic', energy: ['energy-fire', 'energy-fire'] },
        bench: opts.bench ?? [],
        deck,
        prizes,
      },
      { active: { card: 'colorless-basic', damage: 20 }, bench: ['water-basic'], deck },
    ],
  })
}
const hand = (d: Driver) => d.state.players[0].hand.map((u) => d.state.cards[u]!.def)

describe('onPrize Abilities', () => {
  it("taken during its owner's turn: may go to the Bench, then one more Prize is taken", () => {
    const d = start().pick('Attack: Rumble').pick('Prize card 1')
    expect(d.decision.ask).toBe('yes-no')
    d.pick('Yes')
    expect(d.state.players[0].bench.map((s) => d.state.cards[s.stack[0]!]!.def)).toEqual(['cap-lucky'])
    expect(d.decision.ask).toBe('take-prize')
    d.pick('Prize card 1')
    expect(d.state.players[0].prizes).toHaveLength(2)
    expect(hand(d)).toEqual(['energy-water'])
  })

  it('declined: it goes into the hand like any Prize card', () => {
    const d = start().pick('Attack: Rumble').pick('Prize card 1').pick('No')
    expect(hand(d)).toEqual(['cap-lucky'])
    expect(d.state.players[0].prizes).toHaveLength(3)
  })

  it('canUse decides: not with a full Bench, not between turns', () => {
    const full = start({ bench: ['fire-basic', 'fire-basic', 'fire-basic', 'fire-basic', 'fire-basic'] })
    full.pick('Attack: Rumble').pick('Prize card 1')
    expect(full.decision.ask).not.toBe('yes-no')
    expect(full.state.players[0].hand.map((u) => full.state.cards[u]!.def)).toEqual(['cap-lucky'])
    // Knocked Out by Poison during the Pokémon Checkup: no question.
    const d = game({
      players: [
        { active: 'big-basic', deck, prizes },
        { active: { card: 'colorless-basic', damage: 20, conditions: ['poisoned'] }, bench: ['water-basic'], deck },
      ],
    })
    d.pick('End turn').pick('Prize card 1')
    expect(d.decision.ask).not.toBe('yes-no')
    expect(hand(d)).toContain('cap-lucky')
  })
})
