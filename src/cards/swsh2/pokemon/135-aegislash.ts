import type { DamageInfo, HookCtx } from '../../../engine'
import { sameRef } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'

/**
 * "You can't apply more than 1 Big Shield Ability at a time": of the owner's Pokémon whose Big Shield works, the first
 * (Active, then the Bench in order) is the one that applies.
 */
function appliesFromHere(h: HookCtx): boolean {
  const first = h.allPokemon(h.owner).find((r) => h.abilityWorks(r, 'Big Shield'))
  return first !== undefined && h.self !== null && sameRef(first, h.self)
}

/** Damage from an opponent's attack to any of the owner's Pokémon, Aegislash included: 30 less. */
const bigShield = (h: HookCtx, d: DamageInfo): number =>
  d.fromAttack && d.attacker && d.attacker.seat !== h.owner && d.target.seat === h.owner && appliesFromHere(h)
    ? d.amount - 30
    : d.amount

export const AEGISLASH = pokemon({
  id: 'swsh2-135',
  name: 'Aegislash',
  stage: 'stage2',
  evolvesFrom: 'Doublade',
  hp: 140,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 3,
  abilities: [
    {
      name: 'Big Shield',
      text: "Each of your Pokémon, this one included, takes 30 less damage from your opponent's attacks (after Weakness and Resistance). Only one Big Shield applies at a time, however many you have in play.",
      hooks: { incomingDamage: bigShield, othersIncomingDamage: bigShield },
    },
  ],
  attacks: [attack('Power Edge', ['metal', 'metal', 'colorless'], 130)],
})
