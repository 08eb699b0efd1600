/** Capability: AttackDef.payCost and EffectCtx.useAttack (copying another Pokémon's attack, rules.md WD-5). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const mon = (p: Partial<PokemonDef> & Pick<PokemonDef, 'id' | 'name' | 'attacks'>): PokemonDef => ({
  kind: 'pokemon',
  stage: 'basic',
  hp: 100,
  types: ['colorless'],
  retreat: 1,
  ...p,
})
const blaster = mon({
  id: 'cap-blaster',
  name: 'Blaster',
  types: ['fire'],
  attacks: [
    {
      name: 'Blast',
      cost: ['fire', 'fire'],
      damage: 60,
      payCost: function* (c) {
        yield* c.discardEnergy(c.self, 1, { type: 'fire' })
      },
    },
    { name: 'Rest', cost: [], damage: 0, canUse: () => false, effect: (c) => void c.heal(c.self, 30) },
  ],
})
const copier = mon({
  id: 'cap-copier',
  name: 'Copier',
  attacks: [
    {
      name: 'Copy',
      cost: [],
      damage: 0,
      copiesAttack: true,
      *effect(c) {
        const attacks = c.pokemonAt(c.defending).attacks
        const i = yield* c.chooseOne(
          'Copy which?',
          attacks.map((a) => a.name),
        )
        yield* c.useAttack(attacks[i]!)
      },
    },
  ],
})
const { game } = harness(makeCardDb([...TEST_CARDS, blaster, copier]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

describe('payCost and useAttack', () => {
  it('payCost is paid when the attack is used normally', () => {
    const d = game({
      players: [
        { active: { card: 'cap-blaster', energy: ['energy-fire', 'energy-fire'] }, deck },
        { active: 'big-basic', deck },
      ],
    })
    d.pick('Attack: Blast')
    expect(d.state.players[0].active!.energy.length).toBe(1)
    expect(d.state.players[1].active!.damage).toBe(60)
  })
  it('a copied attack skips Energy cost, payCost and canUse; the copier is "this Pokémon" and its type counts', () => {
    const d = game({
      players: [
        { active: { card: 'cap-copier', energy: ['energy-fire'], damage: 40 }, deck },
        { active: { card: 'cap-blaster', energy: ['energy-fire', 'energy-fire'] }, deck },
      ],
    })
    d.pick('Attack: Copy').pick('Blast')
    expect(d.state.players[1].active!.damage).toBe(60)
    expect(d.state.players[1].active!.energy.length).toBe(2)
    expect(d.state.players[0].active!.energy.length).toBe(1)
    d.pick('End turn').pick('Attack: Copy').pick('Rest')
    expect(d.state.players[0].active!.damage).toBe(10)
  })
  it('a copy cannot copy in turn: copying a copying attack does nothing, so two copiers never loop', () => {
    const d = game({
      players: [
        { active: 'cap-copier', deck },
        { active: 'cap-copier', deck },
      ],
    })
    d.pick('Attack: Copy').pick('Copy')
    // The turn passed (no endless chain of questions) and nothing was damaged.
    expect(d.state.current).toBe(1)
    expect(d.state.players[1].active!.damage).toBe(0)
    expect(d.state.pending?.ask).toBe('main')
  })
})
