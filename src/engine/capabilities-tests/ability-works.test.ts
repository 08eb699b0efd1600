/**
 * Capability: a card reads whether a Pokémon's Ability of a given name works now (CardReads.abilityWorks), so
 * "you can't apply more than 1 Shield Wall Ability at a time" lets exactly one working copy apply.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb, sameRef } from '..'
import type { DamageInfo, HookCtx, PokemonDef } from '..'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

/** The first of the owner's Pokémon (Active first) whose Shield Wall works is the one that applies. */
const appliesHere = (h: HookCtx): boolean => {
  const first = h.allPokemon(h.owner).find((r) => h.abilityWorks(r, 'Shield Wall'))
  return first !== undefined && h.self !== null && sameRef(first, h.self)
}
/** "All of your Pokémon take 30 less damage from your opponent's attacks. You can't apply more than 1 Shield Wall." */
const wallHook = (h: HookCtx, d: DamageInfo): number =>
  d.fromAttack && d.target.seat === h.owner && d.attacker?.seat !== h.owner && appliesHere(h) ? d.amount - 30 : d.amount

const wall: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-wall',
  name: 'Wallmon',
  stage: 'basic',
  hp: 200,
  types: ['metal'],
  retreat: 1,
  attacks: [],
  abilities: [
    { name: 'Shield Wall', offWhen: ['asleep'], hooks: { incomingDamage: wallHook, othersIncomingDamage: wallHook } },
  ],
}
/** Blocks the Abilities of the Active Pokémon (both sides). */
const activeLock: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-active-lock',
  name: 'Activelock',
  stage: 'basic',
  hp: 100,
  types: ['darkness'],
  retreat: 1,
  attacks: [],
  abilities: [{ name: 'Hush', hooks: { blocksAbilities: (_h, target) => target.zone === 'active' } }],
}
const { game } = harness(makeCardDb([...TEST_CARDS, wall, activeLock]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

/** Flamelet ex's Blaze (60) into the defending side; returns the damage on its Active. */
function blaze(defender: Parameters<typeof game>[0]['players'][1], attackerBench: string[] = []): number {
  const d = game({
    players: [
      { active: { card: 'ex-basic', energy: ['energy-fire'] }, bench: attackerBench, deck },
      { deck, ...defender },
    ],
  })
  d.pick('Attack: Blaze')
  return d.state.players[1].active!.damage
}

describe('abilityWorks: one Shield Wall at a time', () => {
  it('two working copies lower the damage once', () => {
    expect(blaze({ active: 'cap-wall', bench: ['cap-wall'] })).toBe(30)
    expect(blaze({ active: 'big-basic', bench: ['cap-wall', 'cap-wall'] })).toBe(30)
  })

  it('a blocked copy does not count: the working one applies', () => {
    expect(blaze({ active: 'cap-wall', bench: ['cap-wall'] }, ['cap-active-lock'])).toBe(30)
    expect(blaze({ active: 'cap-wall' }, ['cap-active-lock'])).toBe(60)
  })

  it('a copy switched off by a Special Condition does not count', () => {
    expect(blaze({ active: { card: 'cap-wall', conditions: ['asleep'] }, bench: ['cap-wall'] })).toBe(30)
    expect(blaze({ active: { card: 'cap-wall', conditions: ['asleep'] } })).toBe(60)
  })
})
