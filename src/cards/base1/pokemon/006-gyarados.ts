import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const GYARADOS = pokemon({
  id: 'base1-6',
  name: 'Gyarados',
  stage: 'stage1',
  evolvesFrom: 'Magikarp',
  hp: 100,
  types: ['water'],
  weakness: weak('grass'),
  resistance: resist('fighting'),
  retreat: 3,
  attacks: [
    attack('Dragon Rage', ['water', 'water', 'water'], 50),
    attack('Bubblebeam', ['water', 'water', 'water', 'water'], 40, {
      text: 'Flip a coin: on heads, the Defending Pokémon becomes Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
