import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const DROWZEE = pokemon({
  id: 'base1-49',
  name: 'Drowzee',
  stage: 'basic',
  hp: 50,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Pound', ['colorless'], 10),
    attack('Confuse Ray', ['psychic', 'psychic'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon becomes Confused.',
      effect: ifHeadsDefendingIsNow('confused'),
    }),
  ],
})
