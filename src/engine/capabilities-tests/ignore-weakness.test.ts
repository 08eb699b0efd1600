/** Capability: dealDamage(…, { weakness: false }) — "this attack's damage isn't affected by Weakness" (Resistance still applies). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const gate: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-gate',
  name: 'Gatekeeper',
  stage: 'basic',
  hp: 100,
  types: ['fire'],
  retreat: 1,
  attacks: [
    {
      name: 'Gate Strike',
      cost: [],
      damage: 30,
      effect: (c) => {
        c.dealDamage(c.damage, c.defending, { weakness: false })
      },
    },
    { name: 'Burn', cost: [], damage: 30 },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, gate]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']
const against = (defender: string) =>
  game({
    players: [
      { active: 'cap-gate', deck },
      { active: defender, deck },
    ],
  })

describe('damage not affected by Weakness', () => {
  it('ignores the Defending Pokémon’s Weakness (Leaflet is weak to Fire)', () => {
    expect(against('grass-basic').pick('Attack: Gate Strike').state.players[1].active!.damage).toBe(30)
    expect(against('grass-basic').pick('Attack: Burn').state.players[1].active!.damage).toBe(60)
  })

  it('still applies its Resistance (Splashling resists Fire by 30)', () => {
    expect(against('water-basic').pick('Attack: Gate Strike').state.players[1].active!.damage).toBe(0)
  })
})
