/**
 * Capability: damage counters an attack puts on a Pokémon are an effect of the attack, not damage (rules.md DMG-1),
 * so a Pokémon protected from the effects of the opponent's attacks (preventEffects) gets none; damage still applies.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { active, bench } from '../testing/read'
import { harness } from '../testing/harness'

const curser: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-counter-curser',
  name: 'Curser',
  stage: 'basic',
  hp: 80,
  types: ['psychic'],
  retreat: 1,
  attacks: [
    {
      name: 'Curse Beam',
      cost: [],
      damage: 0,
      effect: (c) => {
        c.dealDamage(20)
        c.putCounters(c.defending, 2)
        for (const ref of c.benched(c.opp)) c.putCounters(ref, 1)
      },
    },
  ],
}
/** "Prevent all effects of attacks used by your opponent's Pokémon done to this Pokémon. (Damage is not an effect.)" */
const shelled: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-counter-shelled',
  name: 'Shelled',
  stage: 'basic',
  hp: 100,
  types: ['grass'],
  retreat: 1,
  attacks: [],
  abilities: [{ name: 'Shell', hooks: { preventEffects: (h, attacker) => !!attacker && attacker.seat !== h.owner } }],
}
const { game } = harness(makeCardDb([...TEST_CARDS, curser, shelled]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

describe('damage counters from attacks and preventEffects', () => {
  it('the protected Pokémon takes the damage but not the counters; others get their counters', () => {
    const d = game({
      players: [
        { active: 'cap-counter-curser', deck },
        { active: 'cap-counter-shelled', bench: ['water-basic', 'cap-counter-shelled'], deck },
      ],
    }).pick('Attack: Curse Beam')
    expect(active(d.state, 1).damage).toBe(20)
    expect(bench(d.state, 1, 0).damage).toBe(10)
    expect(bench(d.state, 1, 1).damage).toBe(0)
  })

  it('an unprotected Active gets damage and counters', () => {
    const d = game({
      players: [
        { active: 'cap-counter-curser', deck },
        { active: 'water-basic', deck },
      ],
    }).pick('Attack: Curse Beam')
    expect(active(d.state, 1).damage).toBe(40)
  })
})
