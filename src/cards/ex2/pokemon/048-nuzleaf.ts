import { attack, pokemon, weak } from '../../kit'
import { ifHeadsMoreDamage } from '../../effects/coins'

export const NUZLEAF_48 = pokemon({
  id: 'ex2-48',
  name: 'Nuzleaf',
  stage: 'stage1',
  evolvesFrom: 'Seedot',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Steady Punch', ['colorless', 'colorless'], 20, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 10 more damage.',
      effect: ifHeadsMoreDamage(10),
    }),
    attack('Razor Leaf', ['grass', 'colorless', 'colorless'], 40),
  ],
})
