import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const CLEFAIRY = pokemon({
  id: 'swsh2-74',
  name: 'Clefairy',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  weakness: weak('metal'),
  retreat: 1,
  attacks: [
    attack('Shining Fingers', ['colorless'], 0, {
      text: "Your opponent's Active Pokémon falls Asleep.",
      effect: defendingIsNow('asleep'),
    }),
    attack('Magical Shot', ['psychic'], 10),
  ],
})
