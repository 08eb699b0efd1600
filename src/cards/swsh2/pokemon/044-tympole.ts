import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const TYMPOLE = pokemon({
  id: 'swsh2-44',
  name: 'Tympole',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Spiral Attack', ['colorless'], 0, {
      text: "Your opponent's Active Pokémon is now Confused.",
      effect: defendingIsNow('confused'),
    }),
  ],
})
