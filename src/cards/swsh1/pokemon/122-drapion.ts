import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow, ifHeadsDefendingIsNow } from '../../effects/conditions'

export const DRAPION = pokemon({
  id: 'swsh1-122',
  name: 'Drapion',
  stage: 'stage1',
  evolvesFrom: 'Skorupi',
  hp: 140,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 3,
  attacks: [
    attack('Hard Press', ['darkness', 'colorless', 'colorless'], 80, {
      text: "Flip a coin. On heads, the opponent's Active Pokémon becomes Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Toxic Strike', ['darkness', 'darkness', 'colorless', 'colorless'], 130, {
      text: "After the damage, the opponent's Active Pokémon becomes Poisoned.",
      effect: defendingIsNow('poisoned'),
    }),
  ],
})
