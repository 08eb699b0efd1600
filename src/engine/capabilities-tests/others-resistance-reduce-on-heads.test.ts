/**
 * Capabilities: a Pokémon in play changes another Pokémon's Resistance (othersResistance: "do not apply Resistance for
 * all Active Pokémon"); a coin may reduce damage done to a Pokémon (reduceDamageOnHeads: "flip a coin. If heads, reduce
 * that damage by 20").
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const mon = (id: string, hooks: NonNullable<PokemonDef['abilities']>[number]['hooks']): PokemonDef => ({
  kind: 'pokemon',
  id,
  name: id,
  stage: 'basic',
  hp: 100,
  types: ['colorless'],
  retreat: 1,
  abilities: [{ name: `${id} ability`, hooks }],
  attacks: [{ name: 'Pound', cost: [], damage: 10 }],
})
/** "As long as this Pokémon is in play, do not apply Resistance for all Active Pokémon." */
const duster = mon('Duster', { othersResistance: (_h, target, r) => (target.zone === 'active' ? [] : r) })
/** "If this Pokémon would be damaged by an opponent's attack, flip a coin. If heads, reduce that damage by 20." */
const shell = mon('Shell', {
  reduceDamageOnHeads: (h, d) => (d.fromAttack && d.attacker?.seat !== h.owner ? 20 : 0),
})
const { game } = harness(makeCardDb([...TEST_CARDS, duster, shell]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

describe('othersResistance hook', () => {
  // Flamelet's Ember (30) against Splashling (Resistance Fire −30).
  const ember = (side0Bench: string[], side1Bench: string[]) =>
    game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, bench: side0Bench, deck },
        { active: 'water-basic', bench: side1Bench, deck },
      ],
    }).pick('Attack: Ember').state.players[1].active!.damage
  it('without it Resistance applies; with it in play on either side, it does not', () => {
    expect(ember([], [])).toBe(0)
    expect(ember(['Duster'], [])).toBe(30)
    expect(ember([], ['Duster'])).toBe(30)
  })
})

describe('reduceDamageOnHeads hook', () => {
  const hit = (flips: boolean[], card = 'big-basic', energy = ['energy-fire', 'energy-fire']) =>
    game({
      flips,
      players: [
        { active: { card, energy }, deck },
        { active: 'Shell', deck },
      ],
    })
  it('heads: the damage is 20 less; tails: all of it', () => {
    // Boulderback's Rumble: 30.
    const heads = hit([true]).pick('Attack: Rumble')
    const tails = hit([false]).pick('Attack: Rumble')
    expect(heads.state.players[1].active!.damage).toBe(10)
    expect(tails.state.players[1].active!.damage).toBe(30)
  })
  it('never below 0; one coin for one attack', () => {
    const small = hit([true], 'fire-basic', ['energy-fire']).pick('Attack: Scratch')
    expect(small.state.players[1].active!.damage).toBe(0)
    expect(small.events.filter((e) => e.type === 'coin')).toHaveLength(1)
  })
})
