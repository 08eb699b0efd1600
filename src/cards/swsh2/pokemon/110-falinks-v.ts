import { attack, pokemon, weak } from '../../kit'
import type { DamageInfo, HookCtx } from '../../../engine'
import { thisCantAttackNextTurn } from '../../effects/next-turn'

/** Damage from an opponent's attack to one of the owner's Pokémon with "Falinks" in its name: 20 less. */
const formation = (h: HookCtx, d: DamageInfo): number =>
  d.fromAttack &&
  d.attacker &&
  d.attacker.seat !== h.owner &&
  d.target.seat === h.owner &&
  h.pokemonAt(d.target).name.includes('Falinks')
    ? d.amount - 20
    : d.amount

export const FALINKS_V = pokemon({
  id: 'swsh2-110',
  name: 'Falinks V',
  stage: 'basic',
  hp: 160,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  ruleBox: 'V',
  abilities: [
    {
      name: 'Iron Defense Formation',
      text: 'Each of your Pokémon with "Falinks" in its name, this one included, takes 20 less damage from attacks of your opponent\'s Pokémon (after Weakness and Resistance).',
      hooks: { incomingDamage: formation, othersIncomingDamage: formation },
    },
  ],
  attacks: [
    attack('Giga Impact', ['fighting', 'fighting', 'colorless'], 210, {
      text: "During your next turn, this Pokémon can't attack.",
      effect: thisCantAttackNextTurn,
    }),
  ],
})
