import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const LITWICK = pokemon({
  id: 'swsh2-31',
  name: 'Litwick',
  stage: 'basic',
  hp: 60,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Scorch', ['fire'], 0, {
      text: "Your opponent's Active Pokémon is now Burned.",
      effect: defendingIsNow('burned'),
    }),
  ],
})
