/**
 * Capability reads: movedToActiveThisTurn (a Pokémon that came from the Bench to the Active Spot this turn),
 * retreatCostOf (the Retreat Cost now) and prizesTaken (Prize cards a player has taken).
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

/** "If this Pokémon moved from your Bench to the Active Spot this turn, this attack does 80 more damage." */
const dasher: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-dasher',
  name: 'Dasher',
  stage: 'basic',
  hp: 100,
  types: ['colorless'],
  retreat: 1,
  attacks: [
    {
      name: 'Dash',
      cost: [],
      damage: 10,
      effect: (c) => {
        if (c.movedToActiveThisTurn(c.self)) c.damage += 80
      },
    },
    {
      name: 'Measure',
      cost: [],
      damage: 10,
      // 10 damage for each Colorless in the Defending Pokémon's Retreat Cost, plus 50 for each Prize taken.
      effect: (c) => {
        c.damage = 10 * c.retreatCostOf(c.defending) + 50 * c.prizesTaken(c.seat)
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, dasher]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

describe('movedToActiveThisTurn', () => {
  it('after a retreat this turn the Pokémon counts as moved; one Active since last turn does not', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, bench: ['cap-dasher'], deck },
        { active: 'big-basic', deck },
      ],
    })
    d.pick('Retreat')
    d.pick('Attack: Dash')
    expect(d.state.players[1].active!.damage).toBe(90)
    const still = game({
      players: [
        { active: 'cap-dasher', deck },
        { active: 'big-basic', deck },
      ],
    })
    still.pick('Attack: Dash')
    expect(still.state.players[1].active!.damage).toBe(10)
  })
})

describe('retreatCostOf and prizesTaken', () => {
  it('read the Retreat Cost now and the Prize cards taken', () => {
    const d = game({
      players: [
        { active: 'cap-dasher', deck, prizes: ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire'] },
        { active: 'big-basic', deck },
      ],
    })
    d.pick('Attack: Measure')
    // Boulderback's Retreat Cost is 4; 6 − 4 = 2 Prize cards taken.
    expect(d.state.players[1].active!.damage).toBe(140)
  })
})
