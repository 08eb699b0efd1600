import { attack, pokemon, weak } from '../../kit'

export const DUBWOOL_V = pokemon({
  id: 'swsh2-153',
  name: 'Dubwool V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Soft Wool',
      text: 'This Pokémon takes 30 less damage from attacks (after Weakness and Resistance).',
      hooks: { incomingDamage: (_h, d) => (d.fromAttack && d.attacker ? d.amount - 30 : d.amount) },
    },
  ],
  attacks: [
    attack('Revenge Blast', ['colorless', 'colorless', 'colorless'], 120, {
      damageSuffix: '+',
      text: 'This attack does 30 more damage for each Prize card your opponent has taken.',
      effect(c) {
        c.damage += 30 * c.prizesTaken(c.opp)
      },
    }),
  ],
})
