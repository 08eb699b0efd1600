import { attack, pokemon, weak } from '../../kit'
import { TEAM_ASSEMBLY } from '../attacks'

export const KABUTO = pokemon({
  id: 'ex2-39',
  name: 'Kabuto',
  stage: 'stage1',
  evolvesFrom: 'Mysterious Fossil',
  hp: 60,
  types: ['water'],
  weakness: weak('grass'),
  retreat: 2,
  abilities: [
    {
      name: 'Exoskeleton',
      exKind: 'poke-body',
      text: 'Damage done to Kabuto by attacks is reduced by 20 (after applying Weakness and Resistance).',
      hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 20 : d.amount) },
    },
  ],
  attacks: [TEAM_ASSEMBLY, attack('Pierce', ['fighting', 'colorless'], 20)],
})
