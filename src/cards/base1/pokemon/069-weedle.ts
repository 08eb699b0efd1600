import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const WEEDLE = pokemon({
  id: 'base1-69',
  name: 'Weedle',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Poison Sting', ['grass'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon becomes Poisoned.',
      effect: ifHeadsDefendingIsNow('poisoned'),
    }),
  ],
})
