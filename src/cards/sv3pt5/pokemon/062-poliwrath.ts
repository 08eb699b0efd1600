import { attack, pokemon, weak } from '../../kit'
import { ifHeadsMoreDamage } from '../../effects/coins'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const POLIWRATH = pokemon({
  id: 'sv3pt5-62',
  name: 'Poliwrath',
  stage: 'stage2',
  evolvesFrom: 'Poliwhirl',
  hp: 160,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Bubble Beam', ['water'], 50, {
      text: "Flip a coin. If heads, your opponent's Active Pokémon becomes Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Heroic Punch', ['water', 'colorless', 'colorless'], 100, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 150 more damage.',
      effect: ifHeadsMoreDamage(150),
    }),
  ],
})
