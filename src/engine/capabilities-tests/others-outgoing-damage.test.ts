/** Capability: othersOutgoingDamage hooks let a Pokémon in play change the damage of other Pokémon's attacks. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

/** "While on your Bench, attacks by your Flamelet do 30 more damage to your opponent's Active Pokémon." */
const cheer: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-cheer',
  name: 'Cheerleader',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  retreat: 1,
  abilities: [
    {
      name: 'Cheer',
      hooks: {
        othersOutgoingDamage: (h, d) =>
          h.self?.zone === 'bench' &&
          d.attacker?.seat === h.owner &&
          d.target.seat !== h.owner &&
          d.target.zone === 'active' &&
          h.pokemonAt(d.attacker).name === 'Flamelet'
            ? d.amount + 30
            : d.amount,
      },
    },
  ],
  attacks: [{ name: 'Pound', cost: [], damage: 10 }],
}
const { game } = harness(makeCardDb([...TEST_CARDS, cheer]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

const start = (active: string, bench: string[], energy = 'energy-fire'): Driver =>
  game({
    players: [
      { active: { card: active, energy: [energy] }, bench, deck },
      { active: 'big-basic', deck },
    ],
  })

describe('othersOutgoingDamage hook', () => {
  it('a Benched Pokémon boosts the named attacker; two of them stack', () => {
    expect(start('fire-basic', ['cap-cheer']).pick('Attack: Scratch').state.players[1].active!.damage).toBe(40)
    expect(
      start('fire-basic', ['cap-cheer', 'cap-cheer']).pick('Attack: Scratch').state.players[1].active!.damage,
    ).toBe(70)
  })

  it('does not boost other attackers, nor itself', () => {
    expect(
      start('water-basic', ['cap-cheer'], 'energy-water').pick('Attack: Bubble').state.players[1].active!.damage,
    ).toBe(20)
    expect(start('cap-cheer', ['fire-basic']).pick('Attack: Pound').state.players[1].active!.damage).toBe(10)
  })
})
