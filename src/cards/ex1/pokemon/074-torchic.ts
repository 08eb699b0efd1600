import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

/** ex1-74. Torchic (Singe). */
export const TORCHIC_74 = pokemon({
  id: 'ex1-74',
  name: 'Torchic',
  stage: 'basic',
  hp: 50,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Singe', ['colorless'], 0, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Burned.',
      effect: ifHeadsDefendingIsNow('burned'),
    }),
  ],
})
