import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const SANDSHREW = pokemon({
  id: 'ex2-75',
  name: 'Sandshrew',
  stage: 'basic',
  hp: 50,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Poison Needle', ['fighting'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Poisoned.',
      effect: ifHeadsDefendingIsNow('poisoned'),
    }),
  ],
})
