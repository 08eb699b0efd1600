import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const SEISMITOAD = pokemon({
  id: 'swsh2-46',
  name: 'Seismitoad',
  stage: 'stage2',
  evolvesFrom: 'Palpitoad',
  hp: 170,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Split Spiral Punch', ['water'], 30, {
      text: "After the damage, your opponent's Active Pokémon is now Confused.",
      effect: defendingIsNow('confused'),
    }),
    attack('Resonance', ['water', 'colorless', 'colorless', 'colorless'], 120, {
      damageSuffix: '+',
      text: "120 more damage if your opponent's Active Pokémon is Confused.",
      effect(c) {
        if (c.hasCondition(c.defending, 'confused')) c.damage += 120
      },
    }),
  ],
})
