import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const GLOOM = pokemon({
  id: 'swsh12pt5-2',
  name: 'Gloom',
  stage: 'stage1',
  evolvesFrom: 'Oddish',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Offensive Scent', ['grass', 'colorless'], 20, {
      text: "After the damage, your opponent's Active Pokémon becomes Confused and Poisoned.",
      effect: defendingIsNow('confused', 'poisoned'),
    }),
  ],
})
