import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

/** ex1-58. Makuhita (Fake Out). */
export const MAKUHITA_58 = pokemon({
  id: 'ex1-58',
  name: 'Makuhita',
  stage: 'basic',
  hp: 50,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Fake Out', ['fighting'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
