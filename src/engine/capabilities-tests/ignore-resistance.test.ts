/** Capability: dealDamage(…, { resistance: false }) — "this attack's damage isn't affected by Resistance" (Weakness still applies). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const driller: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-driller',
  name: 'Driller',
  stage: 'basic',
  hp: 100,
  types: ['fire'],
  retreat: 1,
  attacks: [
    {
      name: 'Drill',
      cost: [],
      damage: 50,
      effect: (c) => {
        c.dealDamage(c.damage, c.defending, { resistance: false })
      },
    },
    { name: 'Burn', cost: [], damage: 50 },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, driller]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']
const start = () =>
  game({
    players: [
      { active: 'cap-driller', deck },
      { active: 'water-basic', deck },
    ],
  })

describe('damage not affected by Resistance', () => {
  it('ignores the Defending Pokémon’s Resistance', () => {
    expect(start().pick('Attack: Drill').state.players[1].active!.damage).toBe(50)
    expect(start().pick('Attack: Burn').state.players[1].active!.damage).toBe(20)
  })
})
