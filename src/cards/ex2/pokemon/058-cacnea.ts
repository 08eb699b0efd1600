import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const CACNEA_58 = pokemon({
  id: 'ex2-58',
  name: 'Cacnea',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Poison Sting', ['grass'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Poisoned.',
      effect: ifHeadsDefendingIsNow('poisoned'),
    }),
  ],
})
