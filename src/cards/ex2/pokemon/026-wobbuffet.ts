import type { HookCtx, SlotRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'

/** Is `attacker` one of the opponent's Pokémon-ex (of the EX era: `ex-classic`) as seen from the hook's owner? */
const opponentsPokemonEx = (h: HookCtx, attacker: SlotRef | null): boolean =>
  !!attacker && attacker.seat !== h.owner && h.exists(attacker) && h.pokemonAt(attacker).ruleBox === 'ex-classic'

/**
 * ex2-26. Safeguard (Poké-Body): attacks of the opponent's Pokémon-ex do nothing to Wobbuffet, neither damage nor
 * any other effect (Special Conditions, damage counters, discards, lasting effects), Active or Benched.
 */
export const WOBBUFFET = pokemon({
  id: 'ex2-26',
  name: 'Wobbuffet',
  stage: 'basic',
  hp: 80,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 2,
  abilities: [
    {
      name: 'Safeguard',
      exKind: 'poke-body',
      text: "Prevent all effects of attacks, damage included, done to Wobbuffet by your opponent's Pokémon-ex.",
      hooks: {
        preventDamage: (h, d) => d.fromAttack && opponentsPokemonEx(h, d.attacker),
        preventEffects: opponentsPokemonEx,
      },
    },
  ],
  attacks: [
    attack('Flip Over', ['psychic', 'colorless', 'colorless'], 50, {
      text: 'Wobbuffet also does 10 damage to itself (no Weakness or Resistance for this damage).',
      effect(c) {
        c.dealDamage()
        c.selfDamage(10)
      },
    }),
  ],
})
