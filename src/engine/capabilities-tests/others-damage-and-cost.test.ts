/**
 * Capabilities: a Pokémon in play changes damage done to other Pokémon (othersIncomingDamage) and what other
 * Pokémon's attacks cost (othersAttackCost); a coin may prevent damage done to a Pokémon (preventDamageOnHeads).
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import { menu } from '../testing/menu'

const mon = (id: string, name: string, abilities: PokemonDef['abilities']): PokemonDef => ({
  kind: 'pokemon',
  id,
  name,
  stage: 'basic',
  hp: 100,
  types: ['metal'],
  retreat: 1,
  attacks: [{ name: 'Poke', cost: [], damage: 10 }],
  abilities,
})

/** "All of your Pokémon take 30 less damage from your opponent's attacks (after applying Weakness and Resistance)." */
const shield = mon('cap-shield', 'Shieldbearer', [
  {
    name: 'Shield Wall',
    hooks: {
      othersIncomingDamage: (h, d) =>
        d.fromAttack && d.target.seat === h.owner && d.attacker?.seat !== h.owner ? d.amount - 30 : d.amount,
    },
  },
])
/** "As long as this Pokémon is in the Active Spot, your opponent's Active Pokémon's attacks cost [C] more." */
const taxer = mon('cap-taxer', 'Taxer', [
  {
    name: 'Toll',
    hooks: {
      othersAttackCost: (h, target, _a, cost) =>
        h.self?.zone === 'active' && target.seat !== h.owner && target.zone === 'active'
          ? [...cost, 'colorless']
          : cost,
    },
  },
])
/** "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage." */
const ghost = mon('cap-ghost', 'Flickerghost', [
  { name: 'Flicker', hooks: { preventDamageOnHeads: (_h, d) => d.fromAttack } },
])
const { game } = harness(makeCardDb([...TEST_CARDS, shield, taxer, ghost]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

describe('othersIncomingDamage hook', () => {
  it("a Benched Pokémon's Ability lowers damage to its Active teammate, after Weakness", () => {
    const d = game({
      players: [
        { active: { card: 'water-basic', energy: ['energy-water'] }, deck },
        { active: 'fire-basic', bench: ['cap-shield'], deck },
      ],
    })
    d.pick('Attack: Bubble')
    // 20 ×2 Weakness = 40, then 30 less.
    expect(d.state.players[1].active!.damage).toBe(10)
  })

  it('does not act on the Pokémon that carries it, nor on the other side', () => {
    const d = game({
      players: [
        { active: { card: 'big-basic', energy: ['energy-fire', 'energy-fire'] }, bench: ['cap-shield'], deck },
        { active: 'cap-shield', deck },
      ],
    })
    d.pick('Attack: Rumble')
    expect(d.state.players[1].active!.damage).toBe(30)
  })
})

describe('othersAttackCost hook', () => {
  it("while the Taxer is Active, the opponent's Active needs one more Energy", () => {
    const taxed = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, deck },
        { active: 'cap-taxer', deck },
      ],
    })
    expect(menu(taxed)).not.toContain('Attack: Scratch')
    const benched = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, deck },
        { active: 'big-basic', bench: ['cap-taxer'], deck },
      ],
    })
    expect(menu(benched)).toContain('Attack: Scratch')
  })
})

describe('preventDamageOnHeads hook', () => {
  const start = (flips: boolean[]) =>
    game({
      flips,
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, deck },
        { active: 'cap-ghost', deck },
      ],
    })
  it('heads: the damage is prevented; tails: it is done', () => {
    expect(start([true]).pick('Attack: Scratch').state.players[1].active!.damage).toBe(0)
    expect(start([false]).pick('Attack: Scratch').state.players[1].active!.damage).toBe(10)
  })
})
