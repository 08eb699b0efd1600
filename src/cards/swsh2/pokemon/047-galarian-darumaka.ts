import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const GALARIAN_DARUMAKA = pokemon({
  id: 'swsh2-47',
  name: 'Galarian Darumaka',
  stage: 'basic',
  hp: 80,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 2,
  attacks: [
    attack('Ice Punch', ['water', 'colorless'], 30, {
      text: "Flip a coin. On heads, your opponent's Active Pokémon is now Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
