/** Capability: dealDamage(…, { targetEffects: false }) ignores every effect on the target (not the Stadium). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef, TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { PokemonSpec } from '../testing/scenario'
import { harness } from '../testing/harness'

const swift: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-swift',
  name: 'Swifty',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  retreat: 1,
  attacks: [
    {
      name: 'Swift',
      cost: [],
      damage: 30,
      effect: (c) => void c.dealDamage(c.damage, c.defending, { weaknessResistance: false, targetEffects: false }),
    },
    { name: 'Splash', cost: [], damage: 30 },
  ],
}
const shell: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-shell',
  name: 'Shell',
  stage: 'basic',
  hp: 200,
  types: ['fire'],
  weakness: [{ type: 'water', op: '×' }],
  retreat: 1,
  abilities: [{ name: 'Hard Shell', hooks: { incomingDamage: (_h, d) => d.amount - 20 } }],
  attacks: [],
}
const arena: TrainerDef = {
  kind: 'trainer',
  id: 'cap-arena',
  name: 'Soft Arena',
  trainerKind: 'stadium',
  hooks: { incomingDamage: (_h, d) => d.amount - 10 },
}
const { game } = harness(makeCardDb([...TEST_CARDS, swift, shell, arena]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']
const hit = (attack: string, target: PokemonSpec | string, stadium = false): number => {
  const d = game({
    players: [
      { active: 'cap-swift', deck },
      { active: target, deck },
    ],
    ...(stadium ? { stadium: { card: 'cap-arena', owner: 0 } } : {}),
  })
  d.pick(`Attack: ${attack}`)
  return d.state.players[1].active!.damage
}

describe('ignoring effects on the target', () => {
  it("skips the target's Abilities and Weakness, as the attack says", () => {
    expect(hit('Splash', 'cap-shell')).toBe(40) // 30 × 2 − 20
    expect(hit('Swift', 'cap-shell')).toBe(30)
  })
  it('skips markers on the target (prevent damage)', () => {
    const marked = { card: 'water-basic', markers: [{ source: 'engine', key: 'prevent-damage' }] }
    expect(hit('Splash', marked)).toBe(0)
    expect(hit('Swift', marked)).toBe(30)
  })
  it('still applies table-wide effects (the Stadium)', () => {
    expect(hit('Swift', 'cap-shell', true)).toBe(20)
  })
})
