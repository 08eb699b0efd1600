import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const PALPITOAD = pokemon({
  id: 'swsh2-45',
  name: 'Palpitoad',
  stage: 'stage1',
  evolvesFrom: 'Tympole',
  hp: 90,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Twirling Sign', ['colorless', 'colorless'], 30, {
      text: "After the damage, your opponent's Active Pokémon is now Confused.",
      effect: defendingIsNow('confused'),
    }),
  ],
})
