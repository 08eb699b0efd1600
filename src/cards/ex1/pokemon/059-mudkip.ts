import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

/** ex1-59. Mudkip (Bubble). */
export const MUDKIP = pokemon({
  id: 'ex1-59',
  name: 'Mudkip',
  stage: 'basic',
  hp: 50,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Bubble', ['water'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
