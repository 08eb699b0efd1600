/** Capability: attackCost hooks change what an attack costs ("attacks used by the Defending Pokémon cost [C] more"). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'
import { combineAttackCost } from '../flow/main'

const jailer: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-jailer',
  name: 'Jailer',
  stage: 'basic',
  hp: 100,
  types: ['darkness'],
  retreat: 1,
  attacks: [
    {
      name: 'Jail',
      cost: [],
      damage: 0,
      effect: (c) =>
        c.mark(c.defending, { source: 'cap-jailer', key: 'jail', until: 'opponent-next-turn', clearsOnMove: true }),
    },
  ],
  markers: { jail: { attackCost: (_h, _a, cost) => [...cost, 'colorless'] } },
}
const { game } = harness(makeCardDb([...TEST_CARDS, jailer]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

function start(energy: string[]): Driver {
  return game({
    players: [
      { active: 'cap-jailer', deck },
      { active: { card: 'fire-basic', energy }, bench: ['water-basic'], deck },
    ],
  })
}

describe('attackCost hook', () => {
  it('an attack costs one more Colorless while the marker lasts', () => {
    const d = start(['energy-fire', 'energy-fire']).pick('Attack: Jail')
    // Scratch [C] now needs 2, Ember [R C] now needs 3: only Scratch is possible with 2 Energy.
    expect(d.labels()).toContain('Attack: Scratch')
    expect(d.labels()).not.toContain('Attack: Ember')
  })

  it('ends when the Pokémon leaves the Active Spot', () => {
    const d = start(['energy-fire', 'energy-fire']).pick('Attack: Jail')
    d.pick('Retreat to Splashling')
    d.pick('Energy')
    expect(d.state.players[1].active!.markers).toHaveLength(0)
  })

  it('without the marker the printed cost applies', () => {
    const d = start(['energy-fire', 'energy-fire']).pick('End turn')
    expect(d.labels()).toContain('Attack: Ember')
  })
})

describe('combineAttackCost (docs/engine.md "Attack costs: increases, reductions, a set cost")', () => {
  type Cost = Parameters<typeof combineAttackCost>[0]
  const printed: Cost = ['fire', 'colorless', 'colorless']
  const more = (c: Cost): Cost => [...c, 'colorless']
  /** "costs [C] less for each …": takes off up to 3 Colorless symbols. */
  const less3 = (c: Cost): Cost => {
    let left = 3
    return c.filter((t) => t !== 'colorless' || left-- <= 0)
  }
  const free = (): Cost => []

  it('increases come before reductions, whatever order the hooks are met in', () => {
    expect(combineAttackCost(printed, [less3, more])).toEqual(['fire'])
    expect(combineAttackCost(printed, [more, less3])).toEqual(['fire'])
  })

  it('a set cost overrides every increase, before or after it', () => {
    expect(combineAttackCost(printed, [free, more])).toEqual([])
    expect(combineAttackCost(printed, [more, free])).toEqual([])
  })

  it('a change that does nothing leaves the printed cost', () => {
    expect(combineAttackCost(printed, [(c) => c])).toEqual(printed)
  })
})
