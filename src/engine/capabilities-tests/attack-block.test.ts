/** Capability: a hook may block one attack by name ('cant-use-attack' marker; canAttack receives the attack). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

const blocker: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-blocker',
  name: 'Blocker',
  stage: 'basic',
  hp: 100,
  types: ['water'],
  retreat: 1,
  attacks: [
    {
      name: 'Forget',
      cost: [],
      damage: 0,
      *effect(c) {
        const names = c.pokemonAt(c.defending).attacks.map((a) => a.name)
        const i = yield* c.chooseOne('Choose an attack', names)
        c.mark(c.defending, {
          source: 'engine',
          key: 'cant-use-attack',
          until: 'opponent-next-turn',
          clearsOnMove: true,
          data: { attack: names[i]! },
        })
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, blocker]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

function start(): Driver {
  return game({
    players: [
      { active: 'cap-blocker', deck },
      { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, bench: ['water-basic'], deck },
    ],
  })
}

describe('per-attack block (cant-use-attack marker)', () => {
  it('blocks only the chosen attack during the opponent next turn', () => {
    const d = start().pick('Attack: Forget').pick('Ember')
    expect(d.labels()).toContain('Attack: Scratch')
    expect(d.labels()).not.toContain('Attack: Ember')
  })
  it('lasts only through that turn', () => {
    const d = start().pick('Attack: Forget').pick('Ember').pick('End turn').pick('End turn')
    expect(d.labels()).toContain('Attack: Ember')
  })
  it('ends when the Pokémon leaves the Active Spot', () => {
    const d = start().pick('Attack: Forget').pick('Scratch').pick('Retreat to Splashling')
    expect(d.state.players[1].bench[0]!.markers).toEqual([])
  })
})
