import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const STUNKY = pokemon({
  id: 'swsh2-114',
  name: 'Stunky',
  stage: 'basic',
  hp: 70,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Poison Gas', ['colorless', 'colorless'], 10, {
      text: "Your opponent's Active Pokémon is now Poisoned.",
      effect: defendingIsNow('poisoned'),
    }),
  ],
})
