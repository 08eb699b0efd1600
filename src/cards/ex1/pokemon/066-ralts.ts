import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

/** ex1-66. Ralts (Confuse Ray). */
export const RALTS_66 = pokemon({
  id: 'ex1-66',
  name: 'Ralts',
  stage: 'basic',
  hp: 50,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Confuse Ray', ['psychic'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Confused.',
      effect: ifHeadsDefendingIsNow('confused'),
    }),
  ],
})
