import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const BUTTERFREE = pokemon({
  id: 'swsh2-3',
  name: 'Butterfree',
  stage: 'stage2',
  evolvesFrom: 'Metapod',
  hp: 140,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Panic Poison', ['grass'], 30, {
      text: "After the damage, your opponent's Active Pokémon becomes Burned, Confused and Poisoned.",
      effect: defendingIsNow('burned', 'confused', 'poisoned'),
    }),
    attack('Cutting Wind', ['colorless', 'colorless'], 80),
  ],
})
